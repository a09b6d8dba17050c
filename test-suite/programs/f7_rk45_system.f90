! Adaptive Runge-Kutta-Fehlberg 4(5) integration of ODE systems as in chemical-kinetics and
! orbital codes: the right-hand side passed as a dummy procedure with an interface
! block, Butcher tableau held in PARAMETER arrays, whole-array stage arithmetic, step
! control with safety factor, and a fixed-step classic RK4 on the same problem to compare.
module f7_ode_rhs
  implicit none
  integer, parameter :: dp = kind(1.0d0)
contains
  subroutine robertson_like(t, y, dy)
    real(dp), intent(in) :: t, y(:)
    real(dp), intent(out) :: dy(:)
    ! a mildly stiff three-species reaction A -> B -> C with feedback
    dy(1) = -0.4_dp * y(1) + 0.1_dp * y(2) * y(3)
    dy(2) = 0.4_dp * y(1) - 0.1_dp * y(2) * y(3) - 3.0_dp * y(2)**2
    dy(3) = 3.0_dp * y(2)**2 + 0.0_dp * t
  end subroutine robertson_like

  subroutine pendulum(t, y, dy)
    real(dp), intent(in) :: t, y(:)
    real(dp), intent(out) :: dy(:)
    dy(1) = y(2)
    dy(2) = -9.81_dp * sin(y(1)) - 0.05_dp * y(2) + 0.0_dp * t
  end subroutine pendulum

  subroutine rkf45(f, t0, t1, y, tol, nacc, nrej)
    interface
      subroutine f(t, y, dy)
        import :: dp
        real(dp), intent(in) :: t, y(:)
        real(dp), intent(out) :: dy(:)
      end subroutine f
    end interface
    real(dp), intent(in) :: t0, t1, tol
    real(dp), intent(inout) :: y(:)
    integer, intent(out) :: nacc, nrej
    real(dp), parameter :: c(6) = [0.0_dp, 0.25_dp, 0.375_dp, 12.0_dp/13, 1.0_dp, 0.5_dp]
    real(dp), parameter :: b5(6) = [16.0_dp/135, 0.0_dp, 6656.0_dp/12825, &
         28561.0_dp/56430, -9.0_dp/50, 2.0_dp/55]
    real(dp), parameter :: b4(6) = [25.0_dp/216, 0.0_dp, 1408.0_dp/2565, &
         2197.0_dp/4104, -0.2_dp, 0.0_dp]
    real(dp) :: a(6, 5), k(size(y), 6), ytmp(size(y)), y5(size(y)), err, t, h
    integer :: s
    a = 0
    a(2, 1) = 0.25_dp
    a(3, 1:2) = [3.0_dp/32, 9.0_dp/32]
    a(4, 1:3) = [1932.0_dp/2197, -7200.0_dp/2197, 7296.0_dp/2197]
    a(5, 1:4) = [439.0_dp/216, -8.0_dp, 3680.0_dp/513, -845.0_dp/4104]
    a(6, 1:5) = [-8.0_dp/27, 2.0_dp, -3544.0_dp/2565, 1859.0_dp/4104, -11.0_dp/40]
    t = t0
    h = (t1 - t0) / 100
    nacc = 0
    nrej = 0
    do while (t < t1)
      if (t + h > t1) h = t1 - t
      do s = 1, 6
        ytmp = y + h * matmul(k(:, 1:s - 1), a(s, 1:s - 1))
        call f(t + c(s) * h, ytmp, k(:, s))
      end do
      y5 = y + h * matmul(k, b5)
      err = maxval(abs(h * matmul(k, b5 - b4)))
      if (err <= tol .or. h < 1.0e-10_dp) then
        t = t + h
        y = y5
        nacc = nacc + 1
      else
        nrej = nrej + 1
      end if
      h = h * min(4.0_dp, max(0.1_dp, 0.84_dp * (tol / max(err, 1.0e-300_dp))**0.25_dp))
    end do
  end subroutine rkf45

  subroutine rk4_fixed(f, t0, t1, y, nsteps)
    interface
      subroutine f(t, y, dy)
        import :: dp
        real(dp), intent(in) :: t, y(:)
        real(dp), intent(out) :: dy(:)
      end subroutine f
    end interface
    real(dp), intent(in) :: t0, t1
    real(dp), intent(inout) :: y(:)
    integer, intent(in) :: nsteps
    real(dp), dimension(size(y)) :: k1, k2, k3, k4
    real(dp) :: h, t
    integer :: n
    h = (t1 - t0) / nsteps
    t = t0
    do n = 1, nsteps
      call f(t, y, k1)
      call f(t + h / 2, y + h / 2 * k1, k2)
      call f(t + h / 2, y + h / 2 * k2, k3)
      call f(t + h, y + h * k3, k4)
      y = y + h / 6 * (k1 + 2 * k2 + 2 * k3 + k4)
      t = t + h
    end do
  end subroutine rk4_fixed
end module f7_ode_rhs

program f7_rk45_system
  use f7_ode_rhs
  implicit none
  real(dp) :: y(3), yref(3), q(2), qref(2)
  integer :: nacc, nrej, i

  y = [1.0_dp, 0.0_dp, 0.0_dp]
  call rkf45(robertson_like, 0.0_dp, 10.0_dp, y, 1.0e-9_dp, nacc, nrej)
  write (*, '(a, 3es20.12)') 'rkf45 chem ', y
  print *, 'steps', nacc, nrej, ' mass', abs(sum(y) - 1.0_dp) < 1.0e-8_dp
  yref = [1.0_dp, 0.0_dp, 0.0_dp]
  call rk4_fixed(robertson_like, 0.0_dp, 10.0_dp, yref, 4000)
  print *, 'agree chem', maxval(abs(y - yref)) < 1.0e-7_dp

  do i = 1, 3
    q = [0.5_dp * i, 0.0_dp]
    call rkf45(pendulum, 0.0_dp, 5.0_dp, q, 1.0e-10_dp, nacc, nrej)
    qref = [0.5_dp * i, 0.0_dp]
    call rk4_fixed(pendulum, 0.0_dp, 5.0_dp, qref, 20000)
    write (*, '(a, i2, 2f16.10, 2i6, l3)') 'pendulum', i, q, nacc, nrej, &
         maxval(abs(q - qref)) < 1.0e-7_dp
  end do
end program f7_rk45_system
