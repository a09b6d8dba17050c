! Procedures as data: procedure dummies declared by interface bodies and by EXTERNAL,
! internal procedures passed as actual arguments (reading the host's variables, which change
! between calls), module procedures passed through two levels, and a classical RK4 integrator
! that takes an array-valued right-hand side as a procedure dummy.
module f6_ode
  implicit none
  integer, parameter :: dp = kind(1.0d0)
contains
  subroutine rk4(f, t0, t1, y, nsteps)
    interface
      function f(t, y) result(dy)
        integer, parameter :: dp = kind(1.0d0)
        real(dp), intent(in) :: t, y(:)
        real(dp) :: dy(size(y))
      end function
    end interface
    real(dp), intent(in) :: t0, t1
    real(dp), intent(inout) :: y(:)
    integer, intent(in) :: nsteps
    real(dp) :: h, t
    real(dp), dimension(size(y)) :: k1, k2, k3, k4
    integer :: i
    h = (t1 - t0) / nsteps
    t = t0
    do i = 1, nsteps
      k1 = f(t, y)
      k2 = f(t + h / 2, y + h / 2 * k1)
      k3 = f(t + h / 2, y + h / 2 * k2)
      k4 = f(t + h, y + h * k3)
      y = y + h / 6 * (k1 + 2 * k2 + 2 * k3 + k4)
      t = t + h
    end do
  end subroutine
  real(dp) function integrate(f, a, b, n)
    interface
      real(8) function f(x)
        real(8), intent(in) :: x
      end function
    end interface
    real(dp), intent(in) :: a, b
    integer, intent(in) :: n
    integer :: i
    real(dp) :: h
    h = (b - a) / n
    integrate = 0.5_dp * (f(a) + f(b))
    do i = 1, n - 1
      integrate = integrate + f(a + i * h)
    end do
    integrate = integrate * h
  end function
  real(dp) function bisect(f, lo0, hi0) result(mid)
    interface
      real(8) function f(x)
        real(8), intent(in) :: x
      end function
    end interface
    real(dp), intent(in) :: lo0, hi0
    real(dp) :: lo, hi
    integer :: it
    lo = lo0; hi = hi0
    do it = 1, 60
      mid = 0.5_dp * (lo + hi)
      if (f(lo) * f(mid) <= 0.0_dp) then
        hi = mid
      else
        lo = mid
      end if
    end do
  end function
  real(dp) function cube(x)
    real(dp), intent(in) :: x
    cube = x**3
  end function
  real(dp) function twice(g, x)
    real(dp), external :: g
    real(dp), intent(in) :: x
    twice = integrate(g, -x, x, 100) * 2
  end function
  real(dp) function gauss(x)
    real(dp), intent(in) :: x
    gauss = exp(-x * x)
  end function
end module f6_ode

program f6_proc_dummies
  use f6_ode
  implicit none
  real(dp) :: y(2), omega, damping, shift
  integer :: i
  omega = 2.0_dp
  damping = 0.1_dp
  y = [1.0_dp, 0.0_dp]
  call rk4(oscillator, 0.0_dp, 5.0_dp, y, 500)
  write (*, '(a, 2es20.10)') 'oscillator ', y
  y = [0.5_dp, 0.0_dp]
  call rk4(logistic, 0.0_dp, 3.0_dp, y, 300)
  write (*, '(a, es20.10)') 'logistic ', y(1)
  write (*, '(a, f16.10)') 'int cube ', integrate(cube, 0.0_dp, 2.0_dp, 200)
  write (*, '(a, f16.10)') 'int gauss ', integrate(gauss, -3.0_dp, 3.0_dp, 600)
  write (*, '(a, f16.10)') 'twice ', twice(gauss, 0.5_dp)
  shift = 2.0_dp
  write (*, '(a, f16.12)') 'root ', bisect(shifted_cos, 0.0_dp, 1.5_dp)
  shift = 0.5_dp
  write (*, '(a, f16.12)') 'root ', bisect(shifted_cos, 0.0_dp, 3.0_dp)
  do i = 1, 3
    shift = real(i, dp)
    write (*, '(i2, 2f14.8)') i, integrate(shifted_cos, 0.0_dp, 1.0_dp, 50), &
      bisect(shifted_cos, 0.0_dp, 1.6_dp)
  end do
contains
  function oscillator(t, u) result(du)
    real(dp), intent(in) :: t, u(:)
    real(dp) :: du(size(u))
    du(1) = u(2)
    du(2) = -omega**2 * u(1) - 2 * damping * u(2) + 0.0_dp * t
  end function
  function logistic(t, u) result(du)
    real(dp), intent(in) :: t, u(:)
    real(dp) :: du(size(u))
    du(1) = 1.5_dp * u(1) * (1 - u(1)) + 0.0_dp * t
    du(2) = 0
  end function
  real(dp) function shifted_cos(x)
    real(dp), intent(in) :: x
    shifted_cos = cos(x) - x / shift
  end function
end program f6_proc_dummies
