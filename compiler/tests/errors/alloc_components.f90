! ALLOCATABLE components: the forms not supported (values of array components in
! constructors, whole structures in I/O), misuse (an explicit shape, POINTER with ALLOCATABLE, pointer
! assignment and ASSOCIATED), and components of arrays of structures as a whole.
program alloc_component_errors
  implicit none
  type t
    real, allocatable :: f(3) ! ERROR: the ALLOCATABLE array component 'f' must have a deferred shape, such as (:)
    real, allocatable, pointer :: b(:) ! ERROR: a component cannot be both POINTER and ALLOCATABLE
    real, allocatable :: a(:)
    integer :: n
  end type t
  type(t) :: x, y(3)
  real, target :: r(4)
  x%a => r ! ERROR: 'x%a' is not a POINTER (pointer assignment)
  print *, associated(x%a) ! ERROR: 'x%a' is not a POINTER (ASSOCIATED)
  x = t([1.0, 2.0], 3)
  print *, x ! ERROR: a structure with the ALLOCATABLE component 'a' cannot be an I/O item as a whole (name its components)
  print *, y%a ! ERROR: a component of the array 'y' as a whole (an array-valued component reference) is not supported here yet: reference one element, 'y(i)%...'
end program alloc_component_errors
