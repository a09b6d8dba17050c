! A module-based 1-D finite-volume solver for the inviscid Burgers and advection equations,
! structured as real CFD codes are: a grid type with allocatable components and type-bound
! procedures (init, flux, step, norms), a solver type extending a base state type, and a
! driver that advances both fields with a Rusanov flux and prints conserved totals and norms.
module gx_grid_mod
  implicit none
  integer, parameter :: dp = selected_real_kind(15, 307)
  private
  public :: dp, grid_t, field_t, burgers_field_t

  type :: grid_t
    integer :: n = 0
    real(dp) :: x0 = 0.0_dp, x1 = 1.0_dp, dx = 0.0_dp
    real(dp), allocatable :: xc(:)
  contains
    procedure :: init => grid_init
    procedure :: length => grid_length
  end type grid_t

  type :: field_t
    type(grid_t) :: g
    real(dp), allocatable :: u(:)
    real(dp) :: speed = 1.0_dp
    integer :: steps = 0
  contains
    procedure :: setup => field_setup
    procedure :: flux => advect_flux
    procedure :: max_speed => advect_speed
    procedure :: step => field_step
    procedure :: total => field_total
    procedure :: l2 => field_l2
  end type field_t

  type, extends(field_t) :: burgers_field_t
    real(dp) :: visc = 0.0_dp
  contains
    procedure :: flux => burgers_flux
    procedure :: max_speed => burgers_speed
  end type burgers_field_t

contains

  subroutine grid_init(self, n, x0, x1)
    class(grid_t), intent(inout) :: self
    integer, intent(in) :: n
    real(dp), intent(in) :: x0, x1
    integer :: i
    self%n = n
    self%x0 = x0
    self%x1 = x1
    self%dx = (x1 - x0) / n
    if (allocated(self%xc)) deallocate (self%xc)
    allocate (self%xc(n))
    do i = 1, n
      self%xc(i) = x0 + (i - 0.5_dp) * self%dx
    end do
  end subroutine grid_init

  pure real(dp) function grid_length(self)
    class(grid_t), intent(in) :: self
    grid_length = self%x1 - self%x0
  end function grid_length

  subroutine field_setup(self, n)
    class(field_t), intent(inout) :: self
    integer, intent(in) :: n
    integer :: i
    real(dp), parameter :: pi = 4.0_dp * atan(1.0_dp)
    call self%g%init(n, 0.0_dp, 2.0_dp)
    allocate (self%u(n))
    do i = 1, n
      self%u(i) = 1.0_dp + 0.5_dp * sin(pi * self%g%xc(i))
    end do
  end subroutine field_setup

  elemental real(dp) function advect_flux_value(c, u)
    real(dp), intent(in) :: c, u
    advect_flux_value = c * u
  end function advect_flux_value

  function advect_flux(self, u) result(f)
    class(field_t), intent(in) :: self
    real(dp), intent(in) :: u(:)
    real(dp) :: f(size(u))
    f = advect_flux_value(self%speed, u)
  end function advect_flux

  real(dp) function advect_speed(self)
    class(field_t), intent(in) :: self
    advect_speed = abs(self%speed)
  end function advect_speed

  function burgers_flux(self, u) result(f)
    class(burgers_field_t), intent(in) :: self
    real(dp), intent(in) :: u(:)
    real(dp) :: f(size(u))
    f = 0.5_dp * u * u
  end function burgers_flux

  real(dp) function burgers_speed(self)
    class(burgers_field_t), intent(in) :: self
    burgers_speed = maxval(abs(self%u))
  end function burgers_speed

  subroutine field_step(self, cfl)
    class(field_t), intent(inout) :: self
    real(dp), intent(in) :: cfl
    real(dp), allocatable :: ul(:), ur(:), fl(:), fr(:), fhat(:)
    real(dp) :: a, dt
    integer :: n
    n = self%g%n
    a = self%max_speed()
    dt = cfl * self%g%dx / a
    ! interface i+1/2 between cell i and cell i+1 (periodic)
    ul = self%u
    ur = cshift(self%u, 1)
    fl = self%flux(ul)
    fr = self%flux(ur)
    fhat = 0.5_dp * (fl + fr) - 0.5_dp * a * (ur - ul)
    self%u = self%u - dt / self%g%dx * (fhat - cshift(fhat, -1))
    self%steps = self%steps + 1
  end subroutine field_step

  real(dp) function field_total(self)
    class(field_t), intent(in) :: self
    field_total = sum(self%u) * self%g%dx
  end function field_total

  real(dp) function field_l2(self)
    class(field_t), intent(in) :: self
    field_l2 = sqrt(sum(self%u**2) * self%g%dx / self%g%length())
  end function field_l2
end module gx_grid_mod

program gx_cfd_module
  use gx_grid_mod
  implicit none
  type(field_t) :: adv
  type(burgers_field_t) :: brg
  integer :: it
  real(dp) :: m0a, m0b

  call adv%setup(64)
  adv%speed = 0.75_dp
  call brg%setup(64)
  m0a = adv%total()
  m0b = brg%total()
  write (*, '(a,2f14.10)') 'initial totals', m0a, m0b
  do it = 1, 40
    call adv%step(0.8_dp)
    call brg%step(0.5_dp)
    if (mod(it, 10) == 0) then
      write (*, '(a,i4,3es18.10)') 'step', it, adv%l2(), brg%l2(), brg%max_speed()
    end if
  end do
  write (*, '(a,2es12.4)') 'mass drift', abs(adv%total() - m0a), abs(brg%total() - m0b)
  write (*, '(a,2i5)') 'steps', adv%steps, brg%steps
  write (*, '(a,4f12.8)') 'samples', adv%u(1), adv%u(33), brg%u(16), brg%u(48)
  write (*, '(a,f8.4,i5)') 'grid', brg%g%length(), size(brg%g%xc)
end program gx_cfd_module
