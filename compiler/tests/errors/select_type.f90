! SELECT TYPE: a selector that is not polymorphic, a guard type that does not extend the
! selector's declared type, an intrinsic type in TYPE IS of a CLASS(t) selector, CLASS IS
! of an intrinsic type, guards outside SELECT TYPE, a second CLASS DEFAULT, CASE in SELECT
! TYPE, an unknown guard type.
module st_err_mod
  implicit none
  type shape
    integer :: id = 0
  end type shape
  type, extends(shape) :: circle
    real :: r = 1.0
  end type circle
  type other
    integer :: k = 0
  end type other
contains
  subroutine show(s, t)
    class(shape), intent(in) :: s
    type(shape), intent(in) :: t
    integer :: n
    select type (t) ! ERROR: the selector of SELECT TYPE must be a polymorphic (CLASS) variable: a CLASS dummy argument, pointer or allocatable
    type is (circle)
      print *, 1
    end select
    select type (x => s%id) ! ERROR: the selector of SELECT TYPE must be a polymorphic (CLASS) variable: a CLASS dummy argument, pointer or allocatable
    class default
      print *, 2
    end select
    select type (s)
    type is (other) ! ERROR: TYPE(other) does not extend the selector's declared type TYPE(shape), so no object of it can be selected here
      print *, 3
    end select
    select type (s)
    type is (integer) ! ERROR: TYPE IS (INTEGER(4)) needs an unlimited polymorphic (CLASS(*)) selector; this one is of class TYPE(shape)
      print *, 4
    end select
    select type (s)
    class is (real) ! ERROR: CLASS IS needs a derived type
      print *, 5
    end select
    select type (s)
    type is (nosuch) ! ERROR: unknown derived type 'nosuch'
      print *, 6
    end select
    select type (s)
    type is (circle)
      print *, s%r
    class default
      print *, 7
    class default ! ERROR: a second CLASS DEFAULT in one SELECT TYPE construct
      print *, 8
    end select
    select type (s)
    case (1) ! ERROR: CASE without a matching SELECT CASE
      print *, 9 ! ERROR: a statement between SELECT TYPE and the first type guard is not allowed
    end select
    n = 1
    select case (n)
    type is (circle) ! ERROR: TYPE IS without a matching SELECT TYPE
      print *, 10 ! ERROR: a statement between SELECT CASE and the first CASE is not allowed
    end select
    class default ! ERROR: CLASS DEFAULT without a matching SELECT TYPE
  end subroutine show
end module st_err_mod

subroutine allocs(d)
  use st_err_mod
  implicit none
  class(shape), allocatable :: d ! ERROR: 'd': a CLASS ALLOCATABLE dummy argument is not supported yet (pass a CLASS POINTER, or allocate it in the caller)
  class(shape), allocatable :: s
  type(shape), pointer :: plain
  type(other) :: o
  allocate(other :: s) ! ERROR: ALLOCATE with a type spec: TYPE(other) does not extend TYPE(shape), the declared type of 's'
  allocate(circle :: plain) ! ERROR: ALLOCATE with a type spec is supported for one polymorphic (CLASS) scalar only
  allocate(s, source=o) ! ERROR: ALLOCATE with SOURCE=: TYPE(other) does not extend TYPE(shape), the declared type of 's'
  print *, same_type_as(s, 1) ! ERROR: the arguments of SAME_TYPE_AS must be objects of extensible derived types
end subroutine allocs
