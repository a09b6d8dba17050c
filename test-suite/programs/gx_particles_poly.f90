! A particle-in-a-box code with polymorphic species as object-oriented F2003 codes write it:
! an abstract base type with a deferred binding, two extensions overriding it, arrays of each
! species advanced through one CLASS(particle_t) dummy, a CLASS(particle_t) allocatable probe
! given its dynamic type by ALLOCATE(type :: x), SELECT TYPE to reach extension data, and a
! parameter derived type with default initialisation; prints energies and positions.
module gx_particles_mod
  implicit none
  integer, parameter :: dp = kind(1.0d0)
  type, abstract :: particle_t
    real(dp) :: x = 0.0_dp, v = 0.0_dp, m = 1.0_dp
  contains
    procedure(accel_iface), deferred :: accel
    procedure :: kinetic
    procedure :: push
  end type particle_t

  abstract interface
    real(dp) function accel_iface(self, t)
      import :: particle_t, dp
      class(particle_t), intent(in) :: self
      real(dp), intent(in) :: t
    end function accel_iface
  end interface

  type, extends(particle_t) :: neutral_t
  contains
    procedure :: accel => neutral_accel
  end type neutral_t

  type, extends(particle_t) :: charged_t
    real(dp) :: q = 1.0_dp, efield = 0.0_dp
    integer :: bounces = 0
  contains
    procedure :: accel => charged_accel
  end type charged_t

  type :: box_t
    real(dp) :: length = 1.0_dp
    real(dp) :: gravity = -0.5_dp
  end type box_t

  type(box_t), save :: box
contains
  real(dp) function kinetic(self)
    class(particle_t), intent(in) :: self
    kinetic = 0.5_dp * self%m * self%v**2
  end function kinetic

  subroutine push(self, t, dt)
    class(particle_t), intent(inout) :: self
    real(dp), intent(in) :: t, dt
    self%v = self%v + dt * self%accel(t)
    self%x = self%x + dt * self%v
    if (self%x < 0.0_dp) then
      self%x = -self%x
      self%v = -self%v
      call count_bounce(self)
    else if (self%x > box%length) then
      self%x = 2.0_dp * box%length - self%x
      self%v = -self%v
      call count_bounce(self)
    end if
  end subroutine push

  subroutine count_bounce(p)
    class(particle_t), intent(inout) :: p
    select type (p)
    type is (charged_t)
      p%bounces = p%bounces + 1
    class default
    end select
  end subroutine count_bounce

  real(dp) function neutral_accel(self, t)
    class(neutral_t), intent(in) :: self
    real(dp), intent(in) :: t
    neutral_accel = box%gravity
  end function neutral_accel

  real(dp) function charged_accel(self, t)
    class(charged_t), intent(in) :: self
    real(dp), intent(in) :: t
    charged_accel = box%gravity + self%q * self%efield * cos(3.0_dp * t) / self%m
  end function charged_accel
end module gx_particles_mod

program gx_particles_poly
  use gx_particles_mod
  implicit none
  type(neutral_t) :: neutrals(3)
  type(charged_t) :: ions(3)
  class(particle_t), allocatable :: probe
  integer :: i, step
  real(dp) :: t, dt, ekin

  box%length = 2.0_dp
  do i = 1, 3
    ions(i) = charged_t(x=0.6_dp * i, v=0.2_dp * i, m=1.0_dp + 0.2_dp * i, q=-1.0_dp, efield=2.0_dp)
    neutrals(i)%x = 0.5_dp * i - 0.25_dp
    neutrals(i)%v = -0.4_dp * i
  end do
  allocate (charged_t :: probe)
  probe%x = 1.0_dp
  probe%v = 0.05_dp
  select type (probe)
  type is (charged_t)
    probe%q = 2.0_dp
    probe%efield = 0.5_dp
  end select
  t = 0.0_dp
  dt = 0.01_dp
  do step = 1, 500
    do i = 1, 3
      call advance(neutrals(i), t, dt)
      call advance(ions(i), t, dt)
    end do
    call advance(probe, t, dt)
    t = t + dt
  end do
  ekin = 0.0_dp
  do i = 1, 3
    ekin = ekin + neutrals(i)%kinetic() + ions(i)%kinetic()
    print '(a,i2,2f14.9)', 'neutral', i, neutrals(i)%x, neutrals(i)%v
    print '(a,i2,2f14.9,i4)', 'charged', i, ions(i)%x, ions(i)%v, ions(i)%bounces
  end do
  print '(a,f16.10)', 'kinetic total', ekin
  select type (probe)
  type is (neutral_t)
    print '(a)', 'probe is neutral'
  class is (charged_t)
    print '(a,2f14.9,i4)', 'probe', probe%x, probe%v, probe%bounces
  end select
  deallocate (probe)
  print '(a,l2)', 'cleaned', .not. allocated(probe)
contains
  subroutine advance(p, t, dt)
    class(particle_t), intent(inout) :: p
    real(dp), intent(in) :: t, dt
    call p%push(t, dt)
  end subroutine advance
end program gx_particles_poly
