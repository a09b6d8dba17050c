! BIND(C) suffixes and attributes, and the IEEE_ARITHMETIC functions, used wrongly.
module bad_bind
  implicit none
  type, bind(fortran) :: t ! ERROR: BIND is not an attribute of a derived type here (expected PUBLIC, PRIVATE, ABSTRACT, EXTENDS(parent) or BIND(C))
    integer :: i
  end type t
  interface
    subroutine s1(x) bind(fortran) ! ERROR: expected C in BIND(C)
      integer :: x
    end subroutine s1
    subroutine s2(x) bind(c, label='s2') ! ERROR: expected NAME= in BIND(C, ...)
      integer :: x
    end subroutine s2
    subroutine s3(x) bind(c, name='two words') ! ERROR: 'two words' is not a C identifier in BIND(C, NAME=)
      integer :: x
    end subroutine s3
    integer function f1(x) bind(c) bind(c) ! ERROR: BIND(C) appears twice
      integer :: x
    end function f1
    subroutine s4(x) result(y) ! ERROR: expected BIND(C) after the dummy arguments
      integer :: x
    end subroutine s4
    integer function f2(x) result(a) result(b) ! ERROR: RESULT appears twice
      integer :: x
    end function f2
  end interface
end module bad_bind

program p
  use, intrinsic :: ieee_arithmetic
  implicit none
  real :: x
  integer :: i
  x = ieee_value(x, 42) ! ERROR: the CLASS argument of IEEE_VALUE must be one of the IEEE_ARITHMETIC class constants (IEEE_QUIET_NAN, IEEE_POSITIVE_INF, ...)
  print *, ieee_is_nan(i) ! ERROR: the arguments of IEEE_IS_NAN must be REAL scalars, not INTEGER(4)
  print *, ieee_is_finite(x, x) ! ERROR: IEEE_IS_FINITE takes 1 argument, but 2 given
  print *, ieee_copy_sign(x) ! ERROR: IEEE_COPY_SIGN takes 2 arguments, but 1 given
end program p
