! Derived types: unknown types and components, type mismatches in assignment, misuse of
! components and constructors.
module dt_err_mod
  implicit none
  type, private :: hidden
    integer :: k
  end type hidden
  type shown
    integer :: k
  end type shown
end module dt_err_mod

program derived_types
  use dt_err_mod, only: hidden ! ERROR: 'hidden' is PRIVATE in module 'dt_err_mod'
  implicit none
  type pt
    real :: x, y
    integer :: tags(2)
    character(len=4) :: name
  end type pt
  type pt ! ERROR: a second derived type named 'pt'
    integer :: z
  end type pt
  type other
    integer :: a, a ! ERROR: a second component named 'a' in TYPE OTHER
    real, target :: q ! ERROR: only the DIMENSION, POINTER and ALLOCATABLE attributes are supported on a component
  end type other
  type(pt) :: p, ps(3)
  type(other) :: o
  type(nosuch) :: n ! ERROR: unknown derived type 'nosuch'
  integer :: i
  p%z = 1 ! ERROR: TYPE(pt) has no component named 'z'
  p = o ! ERROR: cannot assign TYPE(other) to TYPE(pt) in the assignment to 'p'
  p%x = 'abc' ! ERROR: cannot convert CHARACTER to REAL(4) in the assignment to 'x'
  o = 3 ! ERROR: cannot assign INTEGER(4) to TYPE(other) in the assignment to 'o'
  i%x = 1 ! ERROR: 'i' is of type INTEGER(4), not of a derived type: it has no components
  p%x%y = 2 ! ERROR: '%y' follows a value of type REAL(4), which has no components
  p%tags(1, 2) = 0 ! ERROR: the component 'tags' has rank 1 but 2 subscripts are given
  p%x(1) = 0 ! ERROR: the component 'x' is not an array
  p = pt(1.0, 2.0) ! ERROR: the structure constructor of TYPE(pt) gives no value for the component 'tags' (it has no default value)
  p = pt(1.0, 2.0, (/ 1, 2 /), 'ab', 5) ! ERROR: too many values for TYPE(pt): it has 4 components
  p = pt(1.0, 2.0, (/ 1, 2, 3 /), 'ab') ! ERROR: the array component 'tags' has 2 elements: give as many values (without implied DO) or one
  p = pt(w=1.0, y=2.0, tags=0, name='ab') ! ERROR: TYPE(pt) has no component named 'w'
  read *, ps(1:2)%nosuch ! ERROR: TYPE(pt) has no component named 'nosuch'
  ps%tags(1:2) = 0 ! ERROR: only one part of a component reference may be an array section (the standard's rule for part references of nonzero rank)
  print *, p%name(2:3), p%tags(3) ! WARNING: subscript 3 is out of bounds 1:2 of component 'tags'
end program derived_types

