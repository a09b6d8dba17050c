! dvmh-test: files=lib/ext_solvers.f90
! INTERFACE blocks for external procedures compiled from another file: a subroutine with
! INTENT(IN)/INTENT(OUT) array dummies and two functions, used to solve a tridiagonal
! system (a 1-D Poisson problem) for several right-hand sides.
program interface_blocks
  implicit none
  interface
    subroutine tridiag(n, a, b, c, d, x)
      integer, intent(in) :: n
      real(8), intent(in) :: a(n), b(n), c(n), d(n)
      real(8), intent(out) :: x(n)
    end subroutine tridiag
    real(8) function residual(n, a, b, c, d, x)
      integer, intent(in) :: n
      real(8), intent(in) :: a(n), b(n), c(n), d(n), x(n)
    end function residual
    integer function count_sign_changes(n, x)
      integer, intent(in) :: n
      real(8), intent(in) :: x(n)
    end function count_sign_changes
  end interface
  integer, parameter :: n = 12
  real(8) :: a(n), b(n), c(n), d(n), x(n), h
  integer :: i, k
  h = 1.0d0 / (n + 1)
  do i = 1, n
    a(i) = -1; b(i) = 2; c(i) = -1
  end do
  do k = 1, 3
    do i = 1, n
      d(i) = h * h * sin(k * 3.141592653589793d0 * i * h) * (k * k)
    end do
    call tridiag(n, a, b, c, d, x)
    write (*, '(a, i2, a, i3, a, l2)') 'k =', k, ' sign changes', count_sign_changes(n, x), &
      ' small residual', residual(n, a, b, c, d, x) < 1.0d-12
    write (*, '(6f11.6)') x
  end do
end program interface_blocks
