! A stiff ODE system integrated by backward Euler with a Newton iteration per step: the
! 2x2 Jacobian solved by Cramer's rule in a module procedure with INTENT(OUT) results,
! Newton convergence by DO WHILE with an iteration cap, explicit Euler shown to blow up
! at the same step size, and the Newton iterations counted.
module stiff
  implicit none
  real(8), parameter :: lam = 1000.0d0
contains
  subroutine rhs(t, y, f)
    real(8), intent(in) :: t, y(2)
    real(8), intent(out) :: f(2)
    f(1) = -lam * (y(1) - cos(t)) + y(2) * y(2) * 0.01d0
    f(2) = -0.5d0 * y(2) + 0.1d0 * y(1)
  end subroutine rhs

  subroutine jac(y, j11, j12, j21, j22)
    real(8), intent(in) :: y(2)
    real(8), intent(out) :: j11, j12, j21, j22
    j11 = -lam
    j12 = 0.02d0 * y(2)
    j21 = 0.1d0
    j22 = -0.5d0
  end subroutine jac

  subroutine solve2(a11, a12, a21, a22, b, x)
    real(8), intent(in) :: a11, a12, a21, a22, b(2)
    real(8), intent(out) :: x(2)
    real(8) :: det
    det = a11 * a22 - a12 * a21
    x(1) = (b(1) * a22 - a12 * b(2)) / det
    x(2) = (a11 * b(2) - a21 * b(1)) / det
  end subroutine solve2
end module stiff

program backward_euler
  use stiff
  implicit none
  real(8) :: y(2), yn(2), ye(2), f(2), g(2), dx(2), t, h, j11, j12, j21, j22, res
  integer :: k, it, total_it, nsteps
  h = 0.01d0
  nsteps = 200
  y(1) = 0; y(2) = 1
  ye(1) = 0; ye(2) = 1
  t = 0
  total_it = 0
  do k = 1, nsteps
    yn(1) = y(1); yn(2) = y(2)
    res = 1
    it = 0
    do while (res > 1.0d-12 .and. it < 20)
      call rhs(t + h, yn, f)
      g(1) = yn(1) - y(1) - h * f(1)
      g(2) = yn(2) - y(2) - h * f(2)
      call jac(yn, j11, j12, j21, j22)
      call solve2(1 - h * j11, -h * j12, -h * j21, 1 - h * j22, g, dx)
      yn(1) = yn(1) - dx(1)
      yn(2) = yn(2) - dx(2)
      res = abs(dx(1)) + abs(dx(2))
      it = it + 1
    end do
    total_it = total_it + it
    y(1) = yn(1); y(2) = yn(2)
    if (abs(ye(1)) < 1.0d6) then
      call rhs(t, ye, f)
      ye(1) = ye(1) + h * f(1)
      ye(2) = ye(2) + h * f(2)
    end if
    t = t + h
    if (mod(k, 50) == 0) write (*, '(f6.2, 2f14.8, l3)') t, y, abs(ye(1)) < 1.0d6
  end do
  write (*, '(a, l2, a, f12.8)') 'Newton converged in at most 4 per step:', &
    total_it <= 4 * nsteps, '  y1 - cos(t)', y(1) - cos(t)
end program backward_euler
