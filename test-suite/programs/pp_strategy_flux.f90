! A finite-volume solver for the 1-D advection and Burgers equations whose numerical flux and
! slope limiter are chosen at run time, as the strategy pattern does in Fortran 2003:
! procedure pointer components (`procedure(flux_iface), pointer, nopass :: flux`) hold the
! physics and the limiter, a PASS component (`procedure(step_iface), pointer :: advance`)
! takes the scheme object as its first argument, an array of schemes is driven in a loop,
! components are tested with ASSOCIATED (with and without a target), copied with the object,
! reassigned between runs and NULLIFYed. The solution's mass, extrema and selected cells are
! printed for each scheme.
module schemes
  implicit none
  integer, parameter :: dp = kind(1.0d0)

  abstract interface
    pure real(dp) function flux_iface(u)
      import dp
      real(dp), intent(in) :: u
    end function flux_iface
    pure real(dp) function limiter_iface(a, b)
      import dp
      real(dp), intent(in) :: a, b
    end function limiter_iface
  end interface

  type scheme
    character(len=12) :: name = ''
    real(dp) :: cfl = 0.4_dp
    procedure(flux_iface), pointer, nopass :: flux => null()
    procedure(flux_iface), pointer, nopass :: speed => null()
    procedure(limiter_iface), pointer, nopass :: limiter => null()
    procedure(step_iface), pointer :: advance => null()
  end type scheme

  abstract interface
    subroutine step_iface(self, u, dx, dt)
      import scheme, dp
      class(scheme), intent(in) :: self
      real(dp), intent(inout) :: u(:)
      real(dp), intent(in) :: dx, dt
    end subroutine step_iface
  end interface

contains

  pure real(dp) function linear_flux(u)
    real(dp), intent(in) :: u
    linear_flux = u
  end function linear_flux

  pure real(dp) function unit_speed(u)
    real(dp), intent(in) :: u
    unit_speed = 1.0_dp + 0.0_dp * u
  end function unit_speed

  pure real(dp) function burgers_flux(u)
    real(dp), intent(in) :: u
    burgers_flux = 0.5_dp * u * u
  end function burgers_flux

  pure real(dp) function burgers_speed(u)
    real(dp), intent(in) :: u
    burgers_speed = u
  end function burgers_speed

  pure real(dp) function minmod(a, b)
    real(dp), intent(in) :: a, b
    if (a * b <= 0.0_dp) then
      minmod = 0.0_dp
    else
      minmod = sign(min(abs(a), abs(b)), a)
    end if
  end function minmod

  pure real(dp) function superbee(a, b)
    real(dp), intent(in) :: a, b
    if (a * b <= 0.0_dp) then
      superbee = 0.0_dp
    else
      superbee = sign(max(min(2.0_dp * abs(a), abs(b)), min(abs(a), 2.0_dp * abs(b))), a)
    end if
  end function superbee

  ! First-order upwind (Rusanov) step on a periodic grid.
  subroutine first_order(self, u, dx, dt)
    class(scheme), intent(in) :: self
    real(dp), intent(inout) :: u(:)
    real(dp), intent(in) :: dx, dt
    real(dp) :: f(0:size(u))
    integer :: i, n, l, r
    n = size(u)
    do i = 0, n
      l = modulo(i - 1, n) + 1
      r = modulo(i, n) + 1
      f(i) = 0.5_dp * (self%flux(u(l)) + self%flux(u(r))) &
        - 0.5_dp * max(abs(self%speed(u(l))), abs(self%speed(u(r)))) * (u(r) - u(l))
    end do
    u = u - dt / dx * (f(1:n) - f(0:n - 1))
  end subroutine first_order

  ! Second-order MUSCL step: limited slopes, then the same flux at the reconstructed states.
  subroutine muscl(self, u, dx, dt)
    class(scheme), intent(in) :: self
    real(dp), intent(inout) :: u(:)
    real(dp), intent(in) :: dx, dt
    real(dp) :: s(size(u)), f(0:size(u)), ul, ur
    integer :: i, n, l, r
    n = size(u)
    do i = 1, n
      s(i) = self%limiter(u(i) - u(modulo(i - 2, n) + 1), u(modulo(i, n) + 1) - u(i))
    end do
    do i = 0, n
      l = modulo(i - 1, n) + 1
      r = modulo(i, n) + 1
      ul = u(l) + 0.5_dp * s(l)
      ur = u(r) - 0.5_dp * s(r)
      f(i) = 0.5_dp * (self%flux(ul) + self%flux(ur)) &
        - 0.5_dp * max(abs(self%speed(ul)), abs(self%speed(ur))) * (ur - ul)
    end do
    u = u - dt / dx * (f(1:n) - f(0:n - 1))
  end subroutine muscl

  subroutine run(s, u, dx, tend, steps)
    type(scheme), intent(in) :: s
    real(dp), intent(inout) :: u(:)
    real(dp), intent(in) :: dx, tend
    integer, intent(out) :: steps
    real(dp) :: t, dt, smax
    integer :: i
    t = 0.0_dp
    steps = 0
    do while (t < tend - 1.0e-12_dp)
      smax = 0.0_dp
      do i = 1, size(u)
        smax = max(smax, abs(s%speed(u(i))))
      end do
      dt = min(s%cfl * dx / smax, tend - t)
      call s%advance(u, dx, dt)
      t = t + dt
      steps = steps + 1
    end do
  end subroutine run
end module schemes

program pp_strategy_flux
  use schemes
  implicit none
  integer, parameter :: n = 80
  type(scheme) :: list(4), copy
  real(dp) :: u(n), x, dx
  integer :: k, i, steps

  list(1)%name = 'adv-upwind'
  list(1)%flux => linear_flux
  list(1)%speed => unit_speed
  list(1)%advance => first_order
  list(2) = list(1)
  list(2)%name = 'adv-minmod'
  list(2)%limiter => minmod
  list(2)%advance => muscl
  list(3)%name = 'brg-minmod'
  list(3)%flux => burgers_flux
  list(3)%speed => burgers_speed
  list(3)%limiter => minmod
  list(3)%advance => muscl
  list(4) = list(3)
  list(4)%name = 'brg-superbee'
  list(4)%limiter => superbee
  list(4)%cfl = 0.3_dp

  print *, 'limiters set:', associated(list(1)%limiter), associated(list(2)%limiter), &
    associated(list(3)%limiter), associated(list(4)%limiter)
  print *, 'minmod in 2 and 3, not 4:', associated(list(2)%limiter, minmod), &
    associated(list(3)%limiter, minmod), associated(list(4)%limiter, minmod)
  dx = 1.0_dp / n
  do k = 1, 4
    do i = 1, n
      x = (i - 0.5_dp) * dx
      u(i) = 0.5_dp + merge(1.0_dp, 0.0_dp, x > 0.2_dp .and. x < 0.5_dp) &
        + 0.25_dp * sin(6.283185307179586_dp * x)
    end do
    call run(list(k), u, dx, 0.25_dp, steps)
    print '(a12,i5,a,f12.8,a,2f11.7,a,3f10.6)', list(k)%name, steps, '  mass', sum(u) * dx, &
      '  min/max', minval(u), maxval(u), '  u(20,40,60)', u(20), u(40), u(60)
  end do
  ! A copy shares the targets; changing the copy leaves the original alone.
  copy = list(4)
  print *, 'copy uses superbee:', associated(copy%limiter, superbee), &
    ' flux value', copy%flux(3.0_dp)
  nullify(copy%limiter)
  copy%flux => linear_flux
  print *, 'after nullify:', associated(copy%limiter), associated(list(4)%limiter), &
    copy%flux(3.0_dp), list(4)%flux(3.0_dp)
  print *, 'pairwise limiters:', minmod(0.3_dp, 0.5_dp), list(4)%limiter(0.3_dp, 0.5_dp)
end program pp_strategy_flux
