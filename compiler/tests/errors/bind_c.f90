! BIND(C) suffixes and attributes, and the IEEE_ARITHMETIC functions, used wrongly.
module bad_bind
  implicit none
  type, bind(fortran) :: t
    integer :: i
  end type t
  interface
    subroutine s1(x) bind(fortran)
      integer :: x
    end subroutine s1
    subroutine s2(x) bind(c, label='s2')
      integer :: x
    end subroutine s2
    subroutine s3(x) bind(c, name='two words')
      integer :: x
    end subroutine s3
    integer function f1(x) bind(c) bind(c)
      integer :: x
    end function f1
  end interface
end module bad_bind

program p
  use, intrinsic :: ieee_arithmetic
  implicit none
  real :: x
  integer :: i
  x = ieee_value(x, 42)
  print *, ieee_is_nan(i)
  print *, ieee_is_finite(x, x)
  print *, ieee_copy_sign(x)
end program p
