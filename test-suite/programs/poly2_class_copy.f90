! Copies of polymorphic objects that read what they replace: `a = a` of CLASS ALLOCATABLE
! scalars (the value, allocatable components included, survives), `b = alias` where the
! pointer `alias` points at `b`'s own object, ALLOCATE (b, SOURCE=a) from CLASS dummies and
! swaps through a third object. Particles of three types (a base particle, one with a
! history array, a charged one) are advanced by a few steps, checkpointing each state.
module particle_base
  implicit none
  type :: particle
    integer :: id = 0
    real(8) :: x = 0d0, v = 0d0
  contains
    procedure :: step => particle_step
    procedure :: energy => particle_energy
  end type particle
contains
  subroutine particle_step(self, dt)
    class(particle), intent(inout) :: self
    real(8), intent(in) :: dt
    self%v = self%v - self%x * dt
    self%x = self%x + self%v * dt
  end subroutine particle_step
  function particle_energy(self) result(e)
    class(particle), intent(in) :: self
    real(8) :: e
    e = 0.5d0 * (self%v**2 + self%x**2)
  end function particle_energy
end module particle_base

module particle_kinds
  use particle_base
  implicit none
  type, extends(particle) :: tracked
    real(8), allocatable :: history(:)
  contains
    procedure :: step => tracked_step
  end type tracked
  type, extends(particle) :: charged
    real(8) :: q = 1d0
  contains
    procedure :: energy => charged_energy
  end type charged
contains
  subroutine tracked_step(self, dt)
    class(tracked), intent(inout) :: self
    real(8), intent(in) :: dt
    call self%particle%step(dt)
    if (allocated(self%history)) then
      self%history = [self%history, self%x]
    else
      self%history = [self%x]
    end if
  end subroutine tracked_step
  function charged_energy(self) result(e)
    class(charged), intent(in) :: self
    real(8) :: e
    e = 0.5d0 * (self%v**2 + self%x**2) + self%q * self%x
  end function charged_energy
end module particle_kinds

program poly2_class_copy
  use particle_base
  use particle_kinds
  implicit none
  class(particle), allocatable :: a, prev
  class(particle), allocatable, target :: b
  class(particle), pointer :: alias, saved
  type(particle) :: p0
  type(tracked) :: t
  type(charged) :: c
  integer :: k

  t%id = 1
  t%x = 1d0
  t%history = [1d0]
  c%id = 2
  c%x = 0.5d0
  c%v = 0.25d0
  c%q = -2d0

  ! a = a: the value survives, allocatable component included.
  allocate(a, source=t)
  a = a
  call report('self', a)
  ! a = a with a charged particle: dynamic type and extra component kept.
  a = c
  a = a
  call report('self2', a)

  ! Assignment from a pointer aliasing the same object.
  b = t
  call b%step(0.1d0)
  alias => b
  b = alias
  call report('alias', b)

  ! Copies made where only the base type is known.
  do k = 1, 3
    call checkpoint(b, saved)
    call b%step(0.1d0)
    print '(a, i2, 2f12.6)', 'gain', k, trial_gain(b, 0.1d0), b%energy() - saved%energy()
    call report('saved', saved)
    deallocate(saved)
  end do
  call report('b', b)
  call checkpoint(a, saved)
  prev = saved
  deallocate(saved)
  call report('prevc', prev)
  p0%id = 9
  p0%x = 2d0
  prev = p0
  prev = prev
  call report('plain', prev)

  ! Swapping through a third object.
  prev = a
  a = b
  b = prev
  call report('a', a)
  call report('b', b)
contains
  ! The saved state of whatever particle comes in.
  subroutine checkpoint(p, saved)
    class(particle), intent(in) :: p
    class(particle), pointer :: saved
    allocate(saved, source=p)
  end subroutine checkpoint

  ! Advances a copy and returns its energy gain; the original is untouched.
  function trial_gain(p, dt) result(gain)
    class(particle), intent(in) :: p
    real(8), intent(in) :: dt
    real(8) :: gain
    class(particle), allocatable :: trial
    allocate(trial, source=p)
    call trial%step(dt)
    gain = trial%energy() - p%energy()
  end function trial_gain

  subroutine report(what, p)
    character(*), intent(in) :: what
    class(particle), intent(in) :: p
    select type (p)
    type is (tracked)
      print '(a6, a9, i3, 2f10.5, i3, f10.5)', what, ' tracked', p%id, p%x, p%v, &
        size(p%history), sum(p%history)
    type is (charged)
      print '(a6, a9, i3, 3f10.5)', what, ' charged', p%id, p%x, p%v, p%q
    class default
      print '(a6, a9, i3, 2f10.5)', what, ' particle', p%id, p%x, p%v
    end select
    print '(a6, f12.7)', 'energy', p%energy()
  end subroutine report
end program poly2_class_copy
