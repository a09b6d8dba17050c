! Allocatable arrays of derived type: ALLOCATE with run-time sizes, ALLOCATED, whole-array
! assignment, passing to a procedure as an explicit-shape array, reallocation.
program dt_alloc
  implicit none
  type sample
    integer :: n
    real(8) :: total = 0
    real(8) :: vals(3)
  end type sample
  type(sample), allocatable :: s(:), copy(:)
  integer :: m, i
  m = 5
  print *, allocated(s)
  allocate(s(m))
  do i = 1, m
    s(i)%n = i
    s(i)%vals = (/ i * 1d0, i * 2d0, i * 3d0 /)
  end do
  call totals(s, m)
  print *, allocated(s), size(s)
  do i = 1, m
    print '(i3, f8.2, 3f6.1)', s(i)%n, s(i)%total, s(i)%vals
  end do
  allocate(copy(m))
  copy = s
  deallocate(s)
  allocate(s(2 * m))
  s(1:m) = copy
  s(m + 1:2 * m) = copy(m:1:-1)
  print *, (s(i)%n, i = 1, 2 * m)
  print *, s(7)
  deallocate(s, copy)
contains
  subroutine totals(a, n)
    integer, intent(in) :: n
    type(sample), intent(inout) :: a(n)
    integer :: k
    do k = 1, n
      a(k)%total = a(k)%vals(1) + a(k)%vals(2) + a(k)%vals(3)
    end do
  end subroutine totals
end program dt_alloc
