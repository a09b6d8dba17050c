! Operator and assignment interfaces exported by a module with PRIVATE default access:
! PUBLIC OPERATOR(+), ASSIGNMENT(=), OPERATOR(.x.), imported with USE ONLY.
module m
  implicit none
  private
  public :: pt, operator(+), assignment(=), operator(.x.)
  type pt
    integer :: i, j
  end type pt
  interface operator(+)
    module procedure addi
  end interface
  interface operator(.x.)
    module procedure cross
  end interface
  interface assignment(=)
    module procedure seti
  end interface
contains
  integer function addi(a, b)
    type(pt), intent(in) :: a, b
    addi = a%i + b%i + a%j + b%j
  end function addi
  integer function cross(a, b)
    type(pt), intent(in) :: a, b
    cross = a%i * b%j - a%j * b%i
  end function cross
  subroutine seti(a, k)
    type(pt), intent(inout) :: a
    integer, intent(in) :: k
    a%i = k
    a%j = -k
  end subroutine seti
end module m
program p
  use m, only: pt, operator(+), assignment(=), operator(.x.)
  implicit none
  type(pt) :: a, b
  a = 3
  b = pt(1, 5)
  print *, a + b, a .x. b, b .x. a
end program p
