! CLASS(t), POINTER variables (Fortran 2003): `p => x` takes the dynamic type of the target
! (an extension's object, or another polymorphic pointer's target), `p%area()` and
! `call p%show()` dispatch on it, `p` passed to a CLASS(t) dummy carries it along, and a
! heterogeneous walk over targets of three types sums their areas.
module zoo
  implicit none
  type animal
    integer :: legs = 4
  contains
    procedure :: area => animal_area
    procedure :: show => animal_show
  end type animal

  type, extends(animal) :: bird
    real :: wing = 0.5
  contains
    procedure :: area => bird_area
    procedure :: show => bird_show
  end type bird

  type, extends(bird) :: eagle
  contains
    procedure :: area => eagle_area
  end type eagle

contains
  real function animal_area(self)
    class(animal), intent(in) :: self
    animal_area = real(self%legs)
  end function animal_area

  subroutine animal_show(self)
    class(animal), intent(in) :: self
    print '(a, i3, f9.3)', 'animal', self%legs, self%area()
  end subroutine animal_show

  real function bird_area(self)
    class(bird), intent(in) :: self
    bird_area = 2.0 * self%wing
  end function bird_area

  subroutine bird_show(self)
    class(bird), intent(in) :: self
    print '(a, i3, 2f9.3)', 'bird', self%legs, self%wing, self%area()
  end subroutine bird_show

  real function eagle_area(self)
    class(eagle), intent(in) :: self
    eagle_area = 10.0 * self%wing
  end function eagle_area

  real function twice(a)
    class(animal), intent(in) :: a
    twice = 2.0 * a%area()
  end function twice
end module zoo

program polymorphic_pointers
  use zoo
  implicit none
  type(animal), target :: a
  type(bird), target :: b
  type(eagle), target :: e
  class(animal), pointer :: p, q
  real :: sum
  integer :: i

  b%legs = 2
  b%wing = 0.75
  e%legs = 2
  e%wing = 1.25
  sum = 0.0
  do i = 1, 3
    select case (i)
    case (1)
      p => a
    case (2)
      p => b
    case default
      p => e
    end select
    call p%show()
    sum = sum + p%area()
    print '(a, i2, f9.3)', 'twice', i, twice(p)
  end do
  print '(a, f9.3)', 'sum', sum
  q => p
  print '(a, 2f9.3)', 'copied', q%area(), twice(q)
  p => b
  print '(a, 2f9.3, l2)', 'again', p%area(), q%area(), associated(p)
end program polymorphic_pointers
