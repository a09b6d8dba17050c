! COMMON blocks: what may be in one.
program commons
  integer :: i, j
  real :: a(8)
  integer, parameter :: n = 3
!DVM$ DISTRIBUTE a(BLOCK)
! ERROR: 'a' is in COMMON: distributing it is not supported yet
  common /c/ i, j
  common /d/ j               ! ERROR: 'j' cannot be in COMMON: it is already in a COMMON block
  common /e/ n               ! ERROR: 'n' cannot be in COMMON: it is not a variable
  common /f/ a
  i = 1
end program commons

subroutine s(x, y)
  real x, y(4)
  common /g/ x               ! ERROR: 'x' cannot be in COMMON: it is a dummy argument
!DVM$ DISTRIBUTE y(BLOCK)
! ERROR: 'y' is a dummy argument: distributing it is not supported yet
end
