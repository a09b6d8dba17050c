! PURE procedures, VALUE dummies and NAMELIST objects that are errors or not supported yet.
module pure_state
  implicit none
  integer :: counter = 0
  real :: table(4)
contains
  pure integer function next_id(i)
    integer, intent(in) :: i
    counter = counter + 1  ! ERROR: variable 'counter' cannot be assigned in the PURE procedure 'next_id': it is a variable of a module, a COMMON block or the host
    next_id = i + counter
  end function next_id

  elemental real function scaled(x)
    real, intent(in) :: x
    table(1) = x  ! ERROR: variable 'table' cannot be assigned in the PURE procedure 'scaled': it is a variable of a module, a COMMON block or the host
    scaled = 2 * x
  end function scaled

  subroutine by_value(a, c, z)
    real, value :: a(3)  ! ERROR: 'a': VALUE attribute conflicts with DIMENSION attribute
    character(len=2), value :: c  ! ERROR: 'c': a CHARACTER dummy with the VALUE attribute must have length 1
    complex, value :: z
    print *, a, c, z
  end subroutine by_value
end module pure_state

program procedure_errors
  use pure_state
  implicit none
  type t
    integer :: i
  end type t
  type(t), allocatable :: arr(:)
  integer :: k
  namelist /g/ arr  ! ERROR: an array of derived type in a NAMELIST is supported only with constant bounds, yet
  read (*, nml=g)
  k = next_id(1)
  print *, k, scaled(1.0), nint((1.0, 2.0))  ! ERROR: argument of NINT must be REAL, found COMPLEX(4)
end program procedure_errors
