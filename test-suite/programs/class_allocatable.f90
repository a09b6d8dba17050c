! ALLOCATABLE CLASS(t) scalars (Fortran 2003): ALLOCATE with a type spec (default component
! values) and with SOURCE= (a copy, allocatable components included), ALLOCATED,
! DEALLOCATE and allocating again as another type, dispatch through them, passing them to
! CLASS dummies, SELECT TYPE on them; EXTENDS_TYPE_OF and SAME_TYPE_AS of polymorphic and
! non-polymorphic objects.
module beasts
  implicit none
  type animal
    integer :: legs = 4
  contains
    procedure :: noise => animal_noise
    procedure :: weight => animal_weight
  end type animal

  type, extends(animal) :: dog
    real :: mass = 12.5
  contains
    procedure :: noise => dog_noise
    procedure :: weight => dog_weight
  end type dog

  type, extends(dog) :: puppy
    integer, allocatable :: toys(:)
  contains
    procedure :: weight => puppy_weight
  end type puppy

contains
  subroutine animal_noise(self)
    class(animal), intent(in) :: self
    print '(a, i3)', 'generic animal', self%legs
  end subroutine animal_noise

  subroutine dog_noise(self)
    class(dog), intent(in) :: self
    print '(a, i3, f8.3)', 'woof', self%legs, self%mass
  end subroutine dog_noise

  real function animal_weight(self)
    class(animal), intent(in) :: self
    animal_weight = real(self%legs)
  end function animal_weight

  real function dog_weight(self)
    class(dog), intent(in) :: self
    dog_weight = self%mass
  end function dog_weight

  real function puppy_weight(self)
    class(puppy), intent(in) :: self
    puppy_weight = self%mass / 2.0 + real(sum(self%toys))
  end function puppy_weight

  real function heavier(a)
    class(animal), intent(in) :: a
    heavier = 2.0 * a%weight()
  end function heavier

  subroutine zoo()
    class(animal), allocatable :: a, b
    type(dog) :: d
    type(puppy) :: p
    integer :: k
    real :: total

    print '(a, l2)', 'allocated at start', allocated(a)
    allocate(dog :: a)
    print '(a, l2)', 'allocated', allocated(a)
    call a%noise()
    print '(a, f8.3, f8.3)', 'weights', a%weight(), heavier(a)
    deallocate(a)
    print '(a, l2)', 'after deallocate', allocated(a)
    allocate(animal :: a)
    call a%noise()
    deallocate(a)

    d%legs = 3
    d%mass = 20.0
    allocate(a, source=d)
    d%mass = 1.0
    call a%noise()
    p%legs = 4
    p%mass = 4.0
    p%toys = [1, 2, 3]
    allocate(b, source=p)
    p%toys(1) = 100
    print '(a, f8.3)', 'puppy weight', b%weight()
    print '(a, 4l2)', 'extends', extends_type_of(b, a), extends_type_of(a, b), &
      extends_type_of(p, d), extends_type_of(d, b)
    print '(a, 3l2)', 'same', same_type_as(a, d), same_type_as(a, b), same_type_as(b, p)
    total = 0.0
    do k = 1, 3
      if (allocated(a)) deallocate(a)
      select case (k)
      case (1)
        allocate(animal :: a)
      case (2)
        allocate(dog :: a)
      case default
        allocate(a, source=p)
      end select
      total = total + a%weight()
      select type (x => a)
      type is (puppy)
        print '(a, 3i5)', 'a puppy with toys', x%toys
      class is (dog)
        print '(a, f8.3)', 'a dog of mass', x%mass
      class default
        print '(a, i3)', 'an animal with legs', x%legs
      end select
    end do
    print '(a, f10.3)', 'total', total
    deallocate(a, b)
  end subroutine zoo
end module beasts

program class_allocatable
  use beasts
  implicit none
  call zoo()
end program class_allocatable
