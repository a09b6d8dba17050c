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
    real, intent(in) :: x(:)
    real :: r(:)
! ERROR: the array result 'r' must have an explicit shape or be ALLOCATABLE
    r = x
  end function shapeless

  function untyped(n) result(r)
    integer, intent(in) :: n
    dimension r(n)
! ERROR: 'r' has no IMPLICIT type
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
! ERROR: assignment of an array to the scalar 'i'
  print *, ext(3)
! ERROR: 'ext' returns an array: referencing it needs an explicit interface (make it a module procedure or an internal procedure, or declare it in an INTERFACE block) (FUNCTION EXT at line 33)
  do while (sum(twice(x)) < 100)
! ERROR: a reference to the array-valued function 'twice' in a DO WHILE condition is not supported yet
    x = x + 1
  end do
!DVM$ PARALLEL (i) ON m(i, *)
  do i = 1, 3
    m(i, 1) = sum(twice(x))
! ERROR: a reference to the array-valued function 'twice' in a parallel loop is not supported yet
  end do
end program array_results
