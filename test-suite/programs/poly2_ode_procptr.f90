! An ODE integrator driven by procedure pointers (Fortran 2003): the right-hand side and the
! stepping scheme are chosen at run time through `PROCEDURE(iface), POINTER` variables
! (initialized with => NULL(), tested with ASSOCIATED, reassigned, copied from one pointer to
! another and NULLIFYed), called through, and passed on to `PROCEDURE(iface)` dummies of
! the integrator. Three problems (decay, logistic growth, a forced oscillator written as
! two scalar equations) and three schemes (Euler, Heun, classical RK4).
module ode_lib
  implicit none
  integer, parameter :: dp = kind(1.0d0)
  abstract interface
    function rhs_fn(t, y) result(dy)
      import :: dp
      real(dp), intent(in) :: t, y
      real(dp) :: dy
    end function rhs_fn
  end interface
  abstract interface
    subroutine stepper(f, t, y, h)
      import :: dp, rhs_fn
      procedure(rhs_fn) :: f
      real(dp), intent(in) :: t, h
      real(dp), intent(inout) :: y
    end subroutine stepper
  end interface
  real(dp) :: rate = 0.7_dp
contains
  function decay(t, y) result(dy)
    real(dp), intent(in) :: t, y
    real(dp) :: dy
    dy = -rate * y + 0.0_dp * t
  end function decay

  function logistic(t, y) result(dy)
    real(dp), intent(in) :: t, y
    real(dp) :: dy
    dy = rate * y * (1.0_dp - y / 10.0_dp) + 0.0_dp * t
  end function logistic

  function forcing(t, y) result(dy)
    real(dp), intent(in) :: t, y
    real(dp) :: dy
    dy = cos(t) - 0.3_dp * y
  end function forcing

  subroutine euler(f, t, y, h)
    procedure(rhs_fn) :: f
    real(dp), intent(in) :: t, h
    real(dp), intent(inout) :: y
    y = y + h * f(t, y)
  end subroutine euler

  subroutine heun(f, t, y, h)
    procedure(rhs_fn) :: f
    real(dp), intent(in) :: t, h
    real(dp), intent(inout) :: y
    real(dp) :: k1, k2
    k1 = f(t, y)
    k2 = f(t + h, y + h * k1)
    y = y + 0.5_dp * h * (k1 + k2)
  end subroutine heun

  subroutine rk4(f, t, y, h)
    procedure(rhs_fn) :: f
    real(dp), intent(in) :: t, h
    real(dp), intent(inout) :: y
    real(dp) :: k1, k2, k3, k4
    k1 = f(t, y)
    k2 = f(t + 0.5_dp * h, y + 0.5_dp * h * k1)
    k3 = f(t + 0.5_dp * h, y + 0.5_dp * h * k2)
    k4 = f(t + h, y + h * k3)
    y = y + h * (k1 + 2.0_dp * k2 + 2.0_dp * k3 + k4) / 6.0_dp
  end subroutine rk4

  ! Integrates y' = f(t, y) from t0 to t1 in n steps of the given scheme.
  subroutine integrate(step, f, t0, t1, y, n)
    procedure(stepper) :: step
    procedure(rhs_fn) :: f
    real(dp), intent(in) :: t0, t1
    real(dp), intent(inout) :: y
    integer, intent(in) :: n
    real(dp) :: h, t
    integer :: i
    h = (t1 - t0) / n
    t = t0
    do i = 1, n
      call step(f, t, y, h)
      t = t + h
    end do
  end subroutine integrate
end module ode_lib

program poly2_ode_procptr
  use ode_lib
  implicit none
  procedure(rhs_fn), pointer :: f => null(), g => null()
  procedure(stepper), pointer :: scheme => null()
  real(dp) :: y, exact, errs(3, 3)
  integer :: ip, is, n

  print *, 'start', associated(f), associated(scheme)
  do ip = 1, 3
    select case (ip)
    case (1)
      f => decay
    case (2)
      f => logistic
    case default
      f => forcing
    end select
    do is = 1, 3
      if (is == 1) then
        scheme => euler
      else if (is == 2) then
        scheme => heun
      else
        scheme => rk4
      end if
      y = 1.0_dp
      call integrate(scheme, f, 0.0_dp, 2.0_dp, y, 40)
      ! A reference with many RK4 steps, called directly.
      exact = 1.0_dp
      call integrate(rk4, f, 0.0_dp, 2.0_dp, exact, 4000)
      errs(is, ip) = abs(y - exact)
      print '(a, 2i2, f16.10, es12.3)', 'run', ip, is, y, errs(is, ip)
    end do
  end do
  ! Higher order means smaller error on every problem.
  print *, 'ordered', all(errs(1, :) > errs(2, :)), all(errs(2, :) > errs(3, :))

  ! Pointer to pointer, comparison and reassociation.
  g => f
  print *, 'same', associated(g), associated(g, f), associated(g, forcing), associated(g, decay)
  print '(a, f14.10)', 'g(1)', g(1.0_dp, 2.0_dp)
  g => decay
  rate = 0.25_dp
  print '(a, f14.10)', 'g(2)', g(0.0_dp, 2.0_dp)
  nullify(g)
  print *, 'after nullify', associated(g), associated(f)

  ! Halving the step: RK4's error drops by about 16.
  f => decay
  rate = 1.0_dp
  do n = 10, 40, 10
    y = 1.0_dp
    call scheme(f, 0.0_dp, y, 0.1_dp)
    call integrate(scheme, f, 0.0_dp, 1.0_dp, y, n)
    print '(a, i4, f16.12)', 'conv', n, y
  end do
end program poly2_ode_procptr
