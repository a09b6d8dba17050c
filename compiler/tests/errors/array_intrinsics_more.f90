! Misuse of SPREAD, CSHIFT, EOSHIFT, PACK, UNPACK, FINDLOC, IANY, NORM2, PARITY.
program array_intrinsics_more
  implicit none
  integer :: a(6), m(3,4), s
  real :: x(4)
  logical :: l(5)
  complex :: z(3)
  a = 1
  m = 2
  print *, cshift(m, [1, 2], dim=2) ! ERROR: array shapes do not conform: extent 3 and extent 2 in dimension 1
  print *, cshift(a, 1, dim=2) ! ERROR: DIM=2 of CSHIFT is out of range for an array of rank 1
  print *, eoshift(m, m, dim=1) ! ERROR: the SHIFT of EOSHIFT must be a scalar or an array of rank 1, found an array of rank 2
  print *, eoshift(a, 1, 2.5) ! ERROR: the BOUNDARY of EOSHIFT must have the type of its ARRAY: INTEGER(4), found REAL(4)
  print *, pack(a, l) ! ERROR: array shapes do not conform: extent 6 and extent 5 in dimension 1
  print *, pack(a, a) ! ERROR: the MASK of PACK must be LOGICAL, found INTEGER(4)
  print *, pack(a, a > 0, m) ! ERROR: the VECTOR of PACK must have rank 1
  print *, unpack(a, m > 0, 0.5) ! ERROR: the FIELD of UNPACK must have the type of its VECTOR: INTEGER(4), found REAL(4)
  print *, unpack(s, m > 0, 0) ! ERROR: the VECTOR of UNPACK must be an array
  print *, spread(a, 3, 2) ! ERROR: DIM=3 of SPREAD is out of range for an array of rank 2
  print *, spread(a, 1, 2.0) ! ERROR: the NCOPIES of SPREAD must be INTEGER, found REAL(4)
  print *, findloc(a, 1, back=s > 0) ! ERROR: the BACK argument of FINDLOC must be a LOGICAL constant
  print *, findloc(z, (1.0, 0.0)) ! ERROR: the VALUE of FINDLOC must be INTEGER, REAL, LOGICAL or CHARACTER, found COMPLEX(4)
  print *, iany(x) ! ERROR: the argument of IANY must be INTEGER, found REAL(4)
  print *, norm2(a) ! ERROR: the argument of NORM2 must be REAL, found INTEGER(4)
  print *, parity(a) ! ERROR: the argument of PARITY must be LOGICAL, found INTEGER(4)
  print *, maxval(z) ! ERROR: the argument of MAXVAL must be INTEGER or REAL, found COMPLEX(4)
  print *, sum(a, dim=2) ! ERROR: DIM=2 of SUM is out of range for an array of rank 1
  print *, cshift(a) ! ERROR: argument 'shift' of CSHIFT is missing
  s = sum(cshift(a, 1)) + findloc(a, 1, dim=1, kind=8) ! ERROR: KIND=8 of FINDLOC is not supported yet (only 4)
end program
