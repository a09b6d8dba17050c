! COMMON blocks: what may be in one.
program commons
  integer :: i, j
  real :: a(8)
  integer, parameter :: n = 3
!DVM$ DISTRIBUTE a(BLOCK)
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
! ERROR: 'y' is a dummy argument: declare it INHERIT to take the actual argument's distribution
end

subroutine t()
  real :: b(8)               ! ERROR: COMMON /f/ holds the distributed array 'a' at this place in 'commons': declare the same distribution of 'b' here (every unit with the block must)
  common /f/ b
  b(1) = 0
end
