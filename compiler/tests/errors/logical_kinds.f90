! LOGICAL kinds: 1, 2, 4 and 8 exist; other kinds, LOGICAL values mixed with numbers, and
! LOGICAL(k) of a kind that does not exist are errors.
program logical_kinds
  implicit none
  logical(3) :: a ! ERROR: LOGICAL of kind 3 is not supported
  logical*16 :: b ! ERROR: LOGICAL of kind 16 is not supported
  logical(1) :: c
  integer :: n
  c = 1 ! ERROR: cannot convert INTEGER(4) to LOGICAL(1) in the assignment to 'c'
  n = c ! ERROR: cannot convert LOGICAL(1) to INTEGER(4) in the assignment to 'n'
  print *, logical(c, 3) ! ERROR: KIND argument must be a constant valid kind
end program logical_kinds
