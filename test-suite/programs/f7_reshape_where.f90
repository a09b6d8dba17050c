! Array reshaping and masked assignment as in data-layout and limiter code: RESHAPE with
! ORDER= and PAD=, TRANSPOSE checked against ORDER=[2,1], a WHERE with a chain of masked
! ELSEWHEREs and a WHERE statement, SHAPE/SIZE/LBOUND/UBOUND without DIM on sections, on explicit-
! and assumed-shape dummies with non-default lower bounds.
program f7_reshape_where
  implicit none
  integer :: src(10), m34(3,4), m43(4,3), p(2,3,2)
  real :: field(-2:3, 0:4), lim(6,5)
  integer :: i, j

  src = [(i * 10, i = 1, 10)]
  m34 = reshape(src, [3, 4], pad=[-1, -2])
  call show_int('pad', m34)
  m34 = reshape(src(1:6), [3, 4], pad=[7, 8, 9], order=[2, 1])
  call show_int('order 2,1 pad', m34)
  m43 = reshape(m34, [4, 3], order=[2, 1])
  call show_int('reorder', m43)
  print *, 'transpose check', all(reshape(src, [3, 4], pad=[0], order=[2, 1]) &
       == transpose(reshape(src, [4, 3], pad=[0])))
  p = reshape([(i, i = 1, 12)], [2, 3, 2], order=[3, 1, 2])
  print *, 'order 3,1,2', p
  print *, 'shape p', shape(p), size(p), shape(p(:, 2:3, 1)), size(p(1, :, :))

  ! a field with shifted bounds, smoothed by masked assignment
  do j = 0, 4
    do i = -2, 3
      field(i, j) = real(mod(i * 7 + j * 3 + 20, 11)) - 5.0
    end do
  end do
  print *, 'bounds', lbound(field), ubound(field), shape(field)
  print *, 'section bounds', lbound(field(0:2, 1:4:2)), ubound(field(0:2, 1:4:2)), &
       shape(field(:, 3))
  lim = 0.0
  where (field > 3.0)
    lim = 3.0
  elsewhere (field > 1.5)
    lim = field * 0.5 + 0.75
  elsewhere (field > 0.0)
    lim = field
  elsewhere (field < -3.0)
    lim = -3.0
  elsewhere
    lim = field * 0.25
  end where
  ! a masked WHERE statement reading the target it assigns
  where (lim < 0.0 .and. lim > -1.0) lim = -lim
  do i = 1, 6
    write (*, '(5f7.3)') lim(i, :)
  end do
  print *, 'count pos', count(lim > 0.0), ' sum', sum(lim), ' maxloc', maxloc(lim)

  call dummies(field, field(-1:2, 1:3), 6, 5)
contains
  subroutine show_int(title, a)
    character(*), intent(in) :: title
    integer, intent(in) :: a(:,:)
    integer :: r
    print *, title, ' shape', shape(a), ' bounds', lbound(a), ubound(a)
    do r = 1, size(a, 1)
      write (*, '(4x, *(i5))') a(r, :)
    end do
  end subroutine show_int

  subroutine dummies(whole, part, n1, n2)
    real, intent(in) :: whole(:,:), part(0:, 5:)
    integer, intent(in) :: n1, n2
    real :: expl(n1, 2:n2 + 1)
    print *, 'assumed', lbound(whole), ubound(whole), lbound(part), ubound(part)
    print *, 'assumed section', lbound(part(1:, :)), ubound(part(1:, :)), shape(part(::2, 6:))
    expl = whole
    print *, 'explicit', lbound(expl), ubound(expl), size(expl), sum(expl(:, 3))
    print *, 'part sum', sum(part), part(0, 5), part(3, 7)
  end subroutine dummies
end program f7_reshape_where
