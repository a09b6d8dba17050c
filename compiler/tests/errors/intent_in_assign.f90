! An INTENT(IN) dummy cannot be assigned: whole, element or substring; a POINTER's target
! and other dummies can. Malformed IMPLICIT NONE specifiers are errors.
module m
  implicit none (type, external)
contains
  subroutine s(a, v, c, p, b)
    integer, intent(in) :: a
    real, intent(in) :: v(3)
    character(len=4), intent(in) :: c
    integer, pointer, intent(in) :: p
    integer, intent(inout) :: b
    a = 1 ! ERROR: 'a' is an INTENT(IN) dummy argument: it cannot be assigned
    v(2) = 0.5 ! ERROR: 'v' is an INTENT(IN) dummy argument: it cannot be assigned
    c(1:2) = 'xy' ! ERROR: 'c' is an INTENT(IN) dummy argument: it cannot be assigned
    p = 3
    b = a
  end subroutine s
  subroutine t()
    implicit none (type, vars) ! ERROR: expected TYPE or EXTERNAL in IMPLICIT NONE
  end subroutine t
  subroutine u()
    implicit none (external) ! ERROR: IMPLICIT NONE (EXTERNAL) without TYPE is not supported yet
  end subroutine u
end module m
