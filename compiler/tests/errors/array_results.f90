! Functions with array results that are not POINTERs: what is diagnosed.
module arf
  implicit none
contains
  function twice(x) result(r)
    real, intent(in) :: x(:)
    real :: r(size(x))
    r = 2 * x
  end function twice

  function grid(n) result(g)
    integer, intent(in) :: n
    real :: g(n, n)
    g = 1
  end function grid

  function shapeless(x) result(r)
! ERROR: 'r' is not declared and has no implicit type (IMPLICIT NONE)
    real, intent(in) :: x(:)
    real :: r(:)
! ERROR: 'r' has a deferred shape: it must be ALLOCATABLE, or a dummy argument (an assumed shape)
    r = x
  end function shapeless

  function untyped(n) result(r)
! ERROR: 'r' is not declared and has no implicit type (IMPLICIT NONE)
    integer, intent(in) :: n
    dimension r(n)
    r = 0
  end function untyped
end module arf

function ext(n) result(r)
  implicit none
  integer, intent(in) :: n
  integer :: r(n)
  r = n
end function ext

program array_results
  use arf
  implicit none
  real :: x(4), y(4), m(3, 3)
  integer :: ext, i
!DVM$ DISTRIBUTE m(BLOCK, *)
  x = 1
  y(1:3) = grid(3)
! ERROR: array shapes do not conform: rank 1 and rank 2
  y = twice(x) + grid(4)
! ERROR: array shapes do not conform: rank 1 and rank 2
  i = twice(x)
! ERROR: an array value of rank 1 cannot be assigned to the scalar 'i'
  print *, ext(3)
! ERROR: 'ext' returns an array: referencing it needs an explicit interface (make it a module procedure or an internal procedure, or declare it in an INTERFACE block) (FUNCTION EXT at line 33)
!DVM$ PARALLEL (i) ON m(i, *)
  do i = 1, 3
    m(i, 1) = sum(twice(x))
  end do
end program array_results
