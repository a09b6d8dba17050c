! Type extension and type-bound procedures: unknown parents and bindings, bad PASS
! arguments, function bindings called as subroutines and the reverse, generic bindings
! without a fitting specific, CLASS outside dummies; a call through a CLASS dummy of a binding
! an extension overrides is dispatched (no error).
module tb_err_mod
  implicit none
  type shape
    real :: r = 1.0
  contains
    procedure :: area
    procedure :: grow
    procedure :: bad_pass ! ERROR: the passed-object dummy argument 'x' of 'bad_pass' must be a scalar CLASS(shape), the type of the binding 'bad_pass'
    procedure, pass(nobody) :: named_pass ! ERROR: 'named_pass' has no dummy argument 'nobody' for PASS(nobody)
    procedure :: missing ! ERROR: the binding 'missing' of TYPE SHAPE names 'missing', which is not a procedure of this module
    procedure :: get_i
    procedure :: get_r
    generic :: get => get_i, get_r
    generic :: put => get_i, nothing ! ERROR: 'nothing' in the GENERIC binding 'put' is not a specific binding of TYPE SHAPE
  end type shape
  type, extends(shape) :: square
    real :: side = 2.0
    real :: r = 3.0 ! ERROR: the component 'r' of TYPE SQUARE is already a component of its parent type SHAPE
  contains
    procedure :: area => square_area
  end type square
  type, extends(nosuch) :: orphan ! ERROR: the parent type 'nosuch' of TYPE ORPHAN is not defined before it
    integer :: k
  end type orphan
  type holder
    class(shape), allocatable :: item ! ERROR: a CLASS(t) component is polymorphic, which is not supported yet (declare it TYPE(t))
  end type holder
contains
  real function area(self)
    class(shape), intent(in) :: self
    area = self%r**2
  end function area
  real function square_area(self)
    class(square), intent(in) :: self
    square_area = self%side**2
  end function square_area
  subroutine grow(self, by)
    class(shape), intent(inout) :: self
    real, intent(in) :: by
    self%r = self%r + by
  end subroutine grow
  subroutine bad_pass(x)
    real, intent(in) :: x
    print *, x
  end subroutine bad_pass
  subroutine named_pass(self)
    class(shape), intent(in) :: self
    print *, self%r
  end subroutine named_pass
  integer function get_i(self, i)
    class(shape), intent(in) :: self
    integer, intent(in) :: i
    get_i = i
  end function get_i
  real function get_r(self, x)
    class(shape), intent(in) :: self
    real, intent(in) :: x
    get_r = x * self%r
  end function get_r
  real function through_class(s)
    class(shape), intent(in) :: s
    through_class = s%area()
  end function through_class
end module tb_err_mod

program type_bound
  use tb_err_mod
  implicit none
  type(shape) :: s
  type(square), target :: q
  class(shape) :: poly ! ERROR: 'poly' is declared CLASS(...), but only dummy arguments and scalar POINTER and ALLOCATABLE variables of procedures may be (array and module polymorphic variables are not supported yet)
  class(shape), pointer :: ptrs(:) ! ERROR: 'ptrs' is declared CLASS(...), but only dummy arguments and scalar POINTER and ALLOCATABLE variables of procedures may be (array and module polymorphic variables are not supported yet)
  class(shape), pointer :: cur
  real :: x
  integer :: n
  call s%nosuch(1.0) ! ERROR: TYPE(shape) has no type-bound procedure named 'nosuch'
  x = s%nosuch() ! ERROR: TYPE(shape) has no component named 'nosuch'
  call s%area() ! ERROR: 'area' is a function binding of TYPE(shape): reference it in an expression, not with CALL
  x = s%grow(1.0) ! ERROR: 'grow' is a subroutine binding of TYPE(shape): invoke it with CALL
  x = s%get('abc') ! ERROR: no specific binding of the generic binding 'get' of TYPE(shape) takes these arguments
  call x%grow(1.0) ! ERROR: '%grow' follows a value of type REAL(4), which has no type-bound procedures
  x = s%area ! ERROR: the type-bound function 'area' is referenced without an argument list (area())
  n = s%get(3)
  x = q%area() + q%shape%area()
  cur => q
  x = cur%area()
end program type_bound
