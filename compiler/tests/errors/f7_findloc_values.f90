! FINDLOC's VALUE against its ARRAY: what is diagnosed.
program flerr
  implicit none
  logical :: flags(5)
  integer :: n(5), k
  complex :: z
  flags = .false.
  n = 3
  z = (1.0, 0.0)
  k = findloc(flags, .true., dim=1)
  k = findloc(any(reshape(flags, [5, 1]), dim=2), .true., dim=1)
  k = findloc(n, .true., dim=1)
! ERROR: operands of '.EQV.' must be LOGICAL, found INTEGER(4) and LOGICAL(4)
  k = findloc(flags, 1, dim=1)
! ERROR: operands of '.EQV.' must be LOGICAL, found LOGICAL(4) and INTEGER(4)
  k = findloc(n, z, dim=1)
! ERROR: the VALUE of FINDLOC must be INTEGER, REAL, LOGICAL or CHARACTER, found COMPLEX(4)
end program flerr
