! Defined operators and assignment: interfaces that cannot be, operations no interface takes,
! the precedence of binary defined operators.
module ops
  implicit none
  type pt
    real :: x
  end type pt
  interface operator(.dot.)
    module procedure pdot
  end interface
  interface operator(%)                ! ERROR: '%' is not an operator that an interface can define
  end interface
  interface assignment(+)              ! ERROR: an ASSIGNMENT interface is spelled ASSIGNMENT(=)
  end interface
  interface operator(+)
    module procedure nothing_here      ! ERROR: 'nothing_here' is not a procedure with an explicit interface here (a module procedure, an internal procedure or an interface body), so it cannot be a specific procedure of the generic 'OPERATOR(+)'
  end interface
  public :: opertor(.dot.)             ! ERROR: expected a name, OPERATOR(op) or ASSIGNMENT(=)
contains
  real function pdot(a, b)
    type(pt), intent(in) :: a, b
    pdot = a%x * b%x
  end function pdot
end module ops

program p
  use ops
  implicit none
  type(pt) :: a, b
  integer :: i
  real :: r
  a = pt(1.0)
  b = pt(2.0)
  r = a .dot. b
  r = a .cross. b                      ! ERROR: unknown operator '.cross.': no INTERFACE OPERATOR(.cross.) is visible here
  r = i .dot. i                        ! ERROR: no specific procedure of the generic 'OPERATOR(.dot.)' takes these arguments (INTEGER(4), INTEGER(4))
  r = 1.0 + a .dot. b                  ! ERROR: operands of '+' must be numeric, found REAL(4) and TYPE(pt)
  r = a + b                            ! ERROR: operands of '+' must be numeric, found TYPE(pt) and TYPE(pt)
  a = 1                                ! ERROR: cannot assign INTEGER(4) to TYPE(pt) in the assignment to 'a'
end program p

! Unary operators on structures without an interface.
subroutine s
  use ops
  implicit none
  type(pt) :: a
  real :: r
  a = pt(1.0)
  r = -a                               ! ERROR: operand of unary '-' must be numeric, found TYPE(pt)
  a = mk(2.0)                          ! ERROR: 'mk' is not declared and has no implicit type (IMPLICIT NONE)
end subroutine s
