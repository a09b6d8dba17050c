! Declarations: IMPLICIT NONE, redeclarations, unsupported types and attributes, bounds.
program decl
  implicit none
  integer, parameter :: n = 10
  integer :: i
  real :: a(n), b(0:n+1, n)
  real :: a                        ! ERROR: the type of 'a' is declared twice
  character :: s
  complex :: z
  integer(kind=3) :: k3            ! ERROR: INTEGER of kind 3 is not supported
  real :: c(i)                     ! ERROR: an array bound must be a constant INTEGER expression
  real :: d(5:1)                   ! ERROR: zero-size arrays are not supported yet: dimension 1 of 'd' has bounds 5:1
  integer, parameter :: m = i + 1  ! ERROR: the value of named constant 'm' must be a constant expression
  real :: f = i                    ! ERROR: the initial value of 'f' must be a constant expression
  real :: g(2,2,2,2,2,2,2,2)       ! ERROR: 'g' has more than 7 dimensions
  i = 1
  x = 2.0                          ! ERROR: 'x' is not declared and has no implicit type (IMPLICIT NONE)
  y = x                            ! ERROR: 'y' is not declared and has no implicit type (IMPLICIT NONE)
  n = 5                            ! ERROR: cannot assign to the named constant 'n'
  a = 1.0
  integer :: late                  ! ERROR: declarations must come before the first executable statement
end program decl
