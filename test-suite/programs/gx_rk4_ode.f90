! An explicit Runge-Kutta ODE integrator module as in small dynamics codes: an abstract
! interface for the right-hand side, a procedure argument and a procedure pointer selecting the
! system, classical RK4 and a Heun step behind the same interface, applied to a harmonic
! oscillator (energy check), a Lotka-Volterra system and a decaying scalar with known solution.
module gx_ode_mod
  implicit none
  integer, parameter :: dp = selected_real_kind(12)
  abstract interface
    subroutine rhs_fn(t, y, dydt)
      import :: dp
      real(dp), intent(in) :: t, y(:)
      real(dp), intent(out) :: dydt(:)
    end subroutine rhs_fn
    subroutine stepper_fn(f, t, h, y)
      import :: dp, rhs_fn
      procedure(rhs_fn) :: f
      real(dp), intent(in) :: t, h
      real(dp), intent(inout) :: y(:)
    end subroutine stepper_fn
  end interface
contains

  subroutine rk4_step(f, t, h, y)
    procedure(rhs_fn) :: f
    real(dp), intent(in) :: t, h
    real(dp), intent(inout) :: y(:)
    real(dp), dimension(size(y)) :: k1, k2, k3, k4
    call f(t, y, k1)
    call f(t + 0.5_dp * h, y + 0.5_dp * h * k1, k2)
    call f(t + 0.5_dp * h, y + 0.5_dp * h * k2, k3)
    call f(t + h, y + h * k3, k4)
    y = y + h / 6.0_dp * (k1 + 2.0_dp * k2 + 2.0_dp * k3 + k4)
  end subroutine rk4_step

  subroutine heun_step(f, t, h, y)
    procedure(rhs_fn) :: f
    real(dp), intent(in) :: t, h
    real(dp), intent(inout) :: y(:)
    real(dp), dimension(size(y)) :: k1, k2
    call f(t, y, k1)
    call f(t + h, y + h * k1, k2)
    y = y + 0.5_dp * h * (k1 + k2)
  end subroutine heun_step

  subroutine integrate(step, f, t0, t1, nsteps, y)
    procedure(stepper_fn) :: step
    procedure(rhs_fn) :: f
    real(dp), intent(in) :: t0, t1
    integer, intent(in) :: nsteps
    real(dp), intent(inout) :: y(:)
    real(dp) :: h, t
    integer :: i
    h = (t1 - t0) / nsteps
    t = t0
    do i = 1, nsteps
      call step(f, t, h, y)
      t = t + h
    end do
  end subroutine integrate

  subroutine oscillator(t, y, dydt)
    real(dp), intent(in) :: t, y(:)
    real(dp), intent(out) :: dydt(:)
    dydt(1) = y(2)
    dydt(2) = -4.0_dp * y(1)
  end subroutine oscillator

  subroutine lotka(t, y, dydt)
    real(dp), intent(in) :: t, y(:)
    real(dp), intent(out) :: dydt(:)
    dydt(1) = 1.1_dp * y(1) - 0.4_dp * y(1) * y(2)
    dydt(2) = 0.1_dp * y(1) * y(2) - 0.4_dp * y(2)
  end subroutine lotka

  subroutine decay(t, y, dydt)
    real(dp), intent(in) :: t, y(:)
    real(dp), intent(out) :: dydt(:)
    dydt = -y * (1.0_dp + t)
  end subroutine decay
end module gx_ode_mod

program gx_rk4_ode
  use gx_ode_mod
  implicit none
  procedure(rhs_fn), pointer :: sys => null()
  procedure(stepper_fn), pointer :: method
  real(dp) :: y(2), e0, e1, z(1), exact
  integer :: k

  y = [1.0_dp, 0.0_dp]
  e0 = 4.0_dp * y(1)**2 + y(2)**2
  call integrate(rk4_step, oscillator, 0.0_dp, 10.0_dp, 1000, y)
  e1 = 4.0_dp * y(1)**2 + y(2)**2
  write (*, '(a,2f16.12,es11.3)') 'oscillator', y, abs(e1 - e0)
  write (*, '(a,f16.12)') 'exact y1', cos(20.0_dp)

  do k = 1, 2
    if (k == 1) then
      method => rk4_step
    else
      method => heun_step
    end if
    sys => lotka
    y = [10.0_dp, 5.0_dp]
    call integrate(method, sys, 0.0_dp, 15.0_dp, 3000, y)
    write (*, '(a,i2,2f18.12)') 'lotka', k, y
  end do
  write (*, '(a,l2)') 'associated', associated(sys, lotka)

  exact = exp(-(1.0_dp + 0.5_dp))
  do k = 10, 40, 10
    z = 1.0_dp
    call integrate(heun_step, decay, 0.0_dp, 1.0_dp, k, z)
    write (*, '(a,i4,es14.6)') 'heun err', k, abs(z(1) - exact)
  end do
end program gx_rk4_ode
