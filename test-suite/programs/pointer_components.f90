! Array POINTER components of derived types: ALLOCATE and DEALLOCATE of them, association
! with whole arrays and sections with strides, elements, sections and whole components in
! expressions and assignments, SIZE/LBOUND/UBOUND/ASSOCIATED, arrays of such structures
! (`list(k)%p(i)`), 2-D pointer components, components of structures reached through
! pointers, and components passed to assumed-shape and POINTER dummies.
module vecs
  implicit none
  type vec
    integer :: n = 0
    real(8), pointer :: p(:) => null()
  end type vec
  type grid
    character(len=4) :: name
    integer, pointer :: cell(:, :) => null()
    type(vec), pointer :: rows(:) => null()
  end type grid
contains
  real(8) function total(v)
    real(8), intent(in) :: v(:)
    total = sum(v)
  end function total

  subroutine grow(q, n)
    real(8), pointer :: q(:)
    integer, intent(in) :: n
    real(8), pointer :: t(:)
    integer :: i
    allocate(t(n))
    t = -1
    if (associated(q)) then
      do i = 1, min(n, size(q))
        t(i) = q(i)
      end do
      deallocate(q)
    end if
    q => t
  end subroutine grow
end module vecs

program pointer_components
  use vecs
  implicit none
  type(vec) :: s, list(4)
  type(vec), pointer :: ps
  type(grid) :: g
  real(8), target :: a(10)
  integer :: i, j, k
  real(8) :: acc

  print *, 'assoc0', associated(s%p), s%n
  allocate(s%p(5))
  s%n = 5
  do i = 1, 5
    s%p(i) = i * 1.5d0
  end do
  print *, 'alloc', size(s%p), lbound(s%p, 1), ubound(s%p, 1), s%p
  print *, 'sum', sum(s%p), maxval(s%p), total(s%p), total(s%p(2:4))
  s%p(2:4) = s%p(2:4) * 2
  print *, 'sect', s%p
  s%p = 0
  print *, 'zero', s%p
  deallocate(s%p)
  print *, 'dealloc', associated(s%p)

  a = [(i * 10.0d0, i = 1, 10)]
  s%p => a(2:10:2)
  print *, 'strided', size(s%p), s%p, associated(s%p, a(2:10:2))
  s%p(3) = -7
  print *, 'target', a
  s%p => a
  print *, 'whole', lbound(s%p, 1), ubound(s%p, 1), s%p(10)
  nullify(s%p)
  print *, 'nullified', associated(s%p)

  ! An array of structures, each with its own pointer.
  do k = 1, 4
    list(k)%n = k + 1
    allocate(list(k)%p(k + 1))
    do i = 1, k + 1
      list(k)%p(i) = 100 * k + i
    end do
  end do
  acc = 0
  do k = 1, 4
    do i = 1, size(list(k)%p)
      acc = acc + list(k)%p(i) * i
    end do
  end do
  print *, 'list', acc, (size(list(k)%p), k = 1, 4)
  print *, 'list3', list(3)%p, list(4)%p(2:5:2)
  call grow(list(2)%p, 6)
  print *, 'grown', size(list(2)%p), list(2)%p
  list(1)%p => list(4)%p(2:4)
  list(1)%p(1) = 0
  print *, 'shared', list(4)%p, associated(list(1)%p, list(4)%p(2:4))
  do k = 2, 4
    deallocate(list(k)%p)
  end do
  print *, 'freed', (associated(list(k)%p), k = 1, 4)

  ! Through a pointer to a structure.
  allocate(ps)
  allocate(ps%p(3))
  ps%p = [1.0d0, 2.0d0, 3.0d0]
  print *, 'viaptr', ps%p, sum(ps%p * ps%p)
  deallocate(ps%p)
  deallocate(ps)

  ! 2-D pointer components and a pointer to an array of structures.
  g%name = 'grid'
  allocate(g%cell(0:2, 3))
  do j = 1, 3
    do i = 0, 2
      g%cell(i, j) = 10 * i + j
    end do
  end do
  print *, g%name, lbound(g%cell, 1), ubound(g%cell, 1), lbound(g%cell, 2), ubound(g%cell, 2)
  print *, 'cell', g%cell, sum(g%cell(1, :)), g%cell(:, 2)
  allocate(g%rows(2))
  do k = 1, 2
    allocate(g%rows(k)%p(k))
    g%rows(k)%p = k * 0.25d0
    g%rows(k)%n = k
  end do
  print *, 'rows', size(g%rows), g%rows(2)%p, g%rows(1)%n + g%rows(2)%n
  deallocate(g%cell)
  print *, 'end', associated(g%cell), associated(g%rows)
end program pointer_components
