! Procedure pointers: a target of the wrong kind (a subroutine for a function pointer, a
! function of another type, another argument count or argument rank), a variable as target,
! an initial target other than NULL(), an unknown interface, a PROCEDURE declaration that is
! neither a pointer nor a dummy, NOPASS outside a derived type.
module pp_err_mod
  implicit none
  abstract interface
    function f1(x) result(y)
      real(8), intent(in) :: x
      real(8) :: y
    end function f1
    subroutine s1(x)
      real(8), intent(inout) :: x
    end subroutine s1
  end interface
contains
  function twice(x) result(y)
    real(8), intent(in) :: x
    real(8) :: y
    y = 2 * x
  end function twice
  function itwice(x) result(y)
    real(8), intent(in) :: x
    integer :: y
    y = int(2 * x)
  end function itwice
  function add(x, z) result(y)
    real(8), intent(in) :: x, z
    real(8) :: y
    y = x + z
  end function add
  function total(x) result(y)
    real(8), intent(in) :: x(:)
    real(8) :: y
    y = sum(x)
  end function total
  subroutine bump(x)
    real(8), intent(inout) :: x
    x = x + 1
  end subroutine bump
end module pp_err_mod

program pp_err
  use pp_err_mod
  implicit none
  procedure(f1), pointer :: p => null()
  procedure(s1), pointer :: q => null()
  procedure(f1), pointer :: r => twice ! ERROR: 'r': a procedure pointer is initialized with '=> NULL()' here; associate it with 'twice' by a pointer assignment
  procedure(nosuch), pointer :: u ! ERROR: PROCEDURE(NOSUCH): 'nosuch' is not an abstract interface, interface body or procedure with an explicit interface here
  procedure(f1) :: v ! ERROR: 'v' is declared PROCEDURE(...) but is neither a dummy argument nor a POINTER (declare external procedures with an interface body)
  procedure(f1), pointer, nopass :: w ! ERROR: NOPASS is not an attribute of a procedure pointer or dummy procedure (expected POINTER, INTENT, OPTIONAL, SAVE, PUBLIC or PRIVATE; PASS and NOPASS are for components)
  real(8) :: x
  p => bump ! ERROR: the procedure pointer 'p' is a function but 'bump' is a subroutine
  q => twice ! ERROR: the procedure pointer 'q' is a subroutine but 'twice' is a function
  p => itwice ! ERROR: the procedure pointer 'p' is a REAL(8) function but 'itwice' returns INTEGER(4)
  p => add ! ERROR: the interface of the procedure pointer 'p' has 1 arguments but 'add' has 2
  p => total ! ERROR: argument 1 of 'total' has rank 1, but of the procedure pointer 'p' rank 0
  p => x ! ERROR: the target of the procedure pointer 'p' in a pointer assignment must be a procedure, a procedure pointer or NULL(); 'x' is none here
  p => twice
  x = p(1d0)
  print *, x, associated(p, twice)
end program pp_err
