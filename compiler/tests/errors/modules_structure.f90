! Module and CONTAINS structure errors.
module m1
  implicit none
  integer :: a, b
  public :: a
  private :: a
! ERROR: 'a' is declared both PUBLIC and PRIVATE
  real :: x
  use m0
! ERROR: USE must come before the other statements of the specification part
! ERROR: no module 'm0': it is not defined before this point in the file, and no 'm0.mod' was found (compile the file that defines it first, or name its directory with -I or -J)
contains
  subroutine s1()
    a = 1
  end subroutine s1
contains
! ERROR: a second CONTAINS in one unit
end module m2
! ERROR: END MODULE M2 does not match MODULE M1

module m2
  integer :: a
end module m2

block data bd
  common /c/ k
contains
! ERROR: a BLOCK DATA unit cannot contain procedures
end block data bd

program p
  use m1, a
! ERROR: expected a rename (local => name) or ONLY:
  use m1, z => nothere
! ERROR: module 'm1' has no entity named 'nothere'
  use m2
  integer :: q
  q = a
  call s9()
contains
  subroutine s9()
    integer :: s9x
  end subroutine s9
  function s9x()
  end function s9x
end program p

subroutine t()
  end interface
! ERROR: END INTERFACE without a matching INTERFACE
  interface
! ERROR: INTERFACE block is not closed by END INTERFACE
    subroutine u()
    end subroutine u
end subroutine t
