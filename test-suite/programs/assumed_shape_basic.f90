! Assumed-shape dummies: whole arrays, strided sections, non-1 lower bounds, rank 1-3,
! nested passing, SIZE/LBOUND/UBOUND/SHAPE, array intrinsics, copy to explicit-shape dummies.
module ops
  implicit none
contains
  subroutine show(tag, a)
    character(*), intent(in) :: tag
    real, intent(in) :: a(:)
    integer :: i
    write (*, '(a, i4, i4, i4)') tag, size(a), lbound(a, 1), ubound(a, 1)
    write (*, '(8f8.2)') (a(i), i = 1, size(a))
  end subroutine show

  subroutine scale(a, f)
    real, intent(inout) :: a(:)
    real, intent(in) :: f
    a = a * f
    call show('scaled', a)
  end subroutine scale

  real function total(a)
    real, intent(in) :: a(0:, :)
    total = sum(a)
    write (*, '(a, 2i4, 2i4, 2i4)') 'total', lbound(a, 1), ubound(a, 1), lbound(a, 2), ubound(a, 2), size(a, 1), size(a, 2)
  end function total

  subroutine cube(c)
    integer, intent(inout) :: c(:, :, :)
    integer :: i, j, k
    do k = 1, size(c, 3)
      do j = 1, size(c, 2)
        do i = 1, size(c, 1)
          c(i, j, k) = c(i, j, k) + 100 * i + 10 * j + k
        end do
      end do
    end do
    print *, 'cube', size(c), maxval(c), minval(c), sum(c)
  end subroutine cube

  subroutine old_style(n, x)
    integer n
    real x(n)
    x(1:n) = x(1:n) + 1.0
  end subroutine old_style

  subroutine pass_on(a)
    real, intent(inout) :: a(:)
    call scale(a(1:size(a):2), 10.0)
    call old_style(size(a), a)
    print *, 'pass_on', a
  end subroutine pass_on
  subroutine maybe(a, b)
    real, intent(in) :: a(:)
    real, intent(in), optional :: b(:)
    if (present(b)) then
      print *, 'maybe', size(a), size(b), sum(a) + sum(b)
    else
      print *, 'maybe', size(a), sum(a)
    end if
  end subroutine maybe
end module ops

program assumed_shape_basic
  use ops
  implicit none
  real :: x(10), m(4, 5)
  integer :: c(3, 4, 2), i, j
  real, allocatable :: al(:)
  real :: t1, t2
  do i = 1, 10
    x(i) = real(i)
  end do
  do j = 1, 5
    do i = 1, 4
      m(i, j) = real(10 * i + j)
    end do
  end do
  call show('whole', x)
  call show('stride', x(2:10:3))
  call show('back', x(9:1:-2))
  call show('row', m(2, :))
  call show('col', m(:, 3))
  call scale(x(1:5), 2.0)
  print *, x
  t1 = total(m)
  t2 = total(m(2:3, 1:5:2))
  print *, t1, t2, sum(m(2:3, 1:5:2))
  c = 0
  call cube(c)
  call cube(c(1:3:2, 2:4, :))
  print *, c
  call pass_on(x)
  print *, x
  allocate (al(6))
  al = [(real(i), i = 1, 6)]
  call pass_on(al)
  call show('alloc', al(2:))
  call show('empty', x(5:4))
  call maybe(x)
  call maybe(x(1:3), al)
  call maybe(b=al(1:6:5), a=x(10:1:-3))
end program assumed_shape_basic
