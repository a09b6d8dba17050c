! ALLOCATABLE arrays: in a module (allocated by a module procedure, read by the main program
! and passed to an explicit-shape dummy), in the main program (ALLOCATED, SIZE, LBOUND,
! UBOUND, STAT= of a second ALLOCATE, DEALLOCATE of several, reallocation with other bounds)
! and local to a procedure (freed on return, allocated again on the next call).
module field
  implicit none
  real(8), allocatable :: u(:,:)
  integer :: nx, ny
contains
  subroutine init(n, m)
    integer, intent(in) :: n, m
    integer :: i, j
    nx = n; ny = m
    allocate(u(0:nx+1, ny))
    do j = 1, ny
      do i = 0, nx + 1
        u(i, j) = i + 10 * j
      end do
    end do
  end subroutine
end module

program al
  use field
  implicit none
  real, allocatable :: a(:), b(:,:)
  integer :: i, s, n
  logical :: ok
  n = 7
  print *, allocated(a)
  allocate(a(n), b(-1:1, 3), stat=s)
  print *, s, allocated(a), size(a), size(b), lbound(b, 1), ubound(b, 1), size(b, 2)
  do i = 1, n
    a(i) = i * 0.5
  end do
  call show(a, n)
  allocate(a(3), stat=s)
  print *, 'again', s
  deallocate(a)
  allocate(a(2:4))
  a(2) = 1; a(3) = 2; a(4) = 3
  print *, a
  call init(4, 3)
  print '(6f6.1)', (u(i,2), i = 0, nx+1)
  print *, sum2(u, nx, ny)
  deallocate(a, b, stat=s)
  print *, s, allocated(a), allocated(b)
  call locals(5)
  call locals(3)
contains
  real(8) function sum2(v, n, m)
    integer :: n, m
    real(8) :: v(0:n+1, m)
    integer :: i, j
    sum2 = 0
    do j = 1, m
      do i = 0, n + 1
        sum2 = sum2 + v(i, j)
      end do
    end do
  end function
end program

subroutine show(x, n)
  integer :: n
  real :: x(n)
  print '(7f6.2)', x
end subroutine

subroutine locals(n)
  integer :: n, k
  integer, allocatable :: w(:)
  allocate(w(n))
  do k = 1, n
    w(k) = k * k
  end do
  print *, 'locals', w(n), size(w)
end subroutine
