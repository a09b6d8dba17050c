! dvmh-test: flags=-O2 -fcheck=bounds
! Automatic arrays: local work arrays of procedures sized by dummy arguments, by COMMON and
! module variables and by expressions of them (2-D, lower bounds other than 1), made on each
! entry with that call's sizes; an internal procedure's work array sized by a host variable.
module sizes
  implicit none
  integer :: nwork = 5
end module sizes

subroutine smooth(x, n)
  implicit none
  integer, intent(in) :: n
  real(8), intent(inout) :: x(n)
  real(8) :: tmp(0:n+1)
  integer :: i
  tmp(0) = x(1)
  tmp(n+1) = x(n)
  do i = 1, n
    tmp(i) = x(i)
  end do
  do i = 1, n
    x(i) = (tmp(i-1) + 2.0d0 * tmp(i) + tmp(i+1)) / 4.0d0
  end do
end subroutine smooth

real(8) function trace_of_square(a, m)
  implicit none
  integer, intent(in) :: m
  real(8), intent(in) :: a(m, m)
  real(8) :: b(m, m)
  integer :: i, j, k
  do j = 1, m
    do i = 1, m
      b(i, j) = 0.0d0
      do k = 1, m
        b(i, j) = b(i, j) + a(i, k) * a(k, j)
      end do
    end do
  end do
  trace_of_square = 0.0d0
  do i = 1, m
    trace_of_square = trace_of_square + b(i, i)
  end do
end function trace_of_square

subroutine from_common()
  implicit none
  integer :: len
  common /cfg/ len
  integer :: w(len * 2)
  integer :: i
  do i = 1, len * 2
    w(i) = i * i
  end do
  print '(a, i4, i8)', 'common-sized', size(w), w(len * 2)
end subroutine from_common

subroutine from_module()
  use sizes
  implicit none
  real :: w(nwork, 2)
  integer :: i
  do i = 1, nwork
    w(i, 1) = i
    w(i, 2) = -i
  end do
  print '(a, 2i4, 2f6.1)', 'module-sized', size(w, 1), size(w, 2), w(nwork, 1), w(1, 2)
  call inner()
contains
  subroutine inner()
    integer :: v(nwork + 1)
    v(nwork + 1) = 99
    print '(a, i4)', 'inner', v(nwork + 1)
  end subroutine inner
end subroutine from_module

program automatic_arrays
  use sizes
  implicit none
  real(8) :: x(8), a(3, 3)
  real(8) :: trace_of_square
  integer :: i, j, len
  common /cfg/ len
  do i = 1, 8
    x(i) = mod(i * 3, 5)
  end do
  call smooth(x, 8)
  print '(8f7.3)', x
  call smooth(x, 4)
  print '(8f7.3)', x
  do j = 1, 3
    do i = 1, 3
      a(i, j) = i - j
    end do
  end do
  print '(a, f10.3)', 'trace', trace_of_square(a, 3)
  print '(a, f10.3)', 'trace', trace_of_square(a(2, 2), 2)
  len = 3
  call from_common()
  len = 6
  call from_common()
  call from_module()
  nwork = 2
  call from_module()
end program automatic_arrays
