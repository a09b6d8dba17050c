! The REAL model functions, the Fortran 2008 bit intrinsics and TRANSFER: wrong argument types,
! counts and constant shifts outside the bit size are errors, never a crash.
program model_bits
  implicit none
  integer :: i, j(3)
  integer(8) :: l
  real :: x
  complex :: z
  character(len=4) :: s
  x = 1.0
  i = exponent(i)                  ! ERROR: the X argument of EXPONENT must be REAL, found INTEGER(4)
  x = fraction(x, x)               ! ERROR: FRACTION takes 1 argument, but 2 given
  x = scale(x, 1.5)                ! ERROR: the I argument of SCALE must be INTEGER, found REAL(4)
  x = nearest(x, 0.0)              ! ERROR: the S argument of NEAREST must not be zero
  x = nearest(x, 1)                ! ERROR: the S argument of NEAREST must be REAL, found INTEGER(4)
  i = shiftl(i, 33)                ! ERROR: the SHIFT of SHIFTL must be between 0 and 32, found 33
  i = shifta(x, 1)                 ! ERROR: the I argument of SHIFTA must be INTEGER, found REAL(4)
  l = dshiftl(l, i, 3)             ! ERROR: I and J of DSHIFTL must have the same kind, found INTEGER(8) and INTEGER(4)
  i = maskl(-1)                    ! ERROR: the I argument of MASKL must be between 0 and 32, found -1
  l = maskr(3, 3)                  ! ERROR: KIND argument must be a constant valid kind
  print *, bge(i, x)               ! ERROR: the J argument of BGE must be INTEGER, found REAL(4)
  print *, blt(i)                  ! ERROR: BLT takes 2 arguments, but 1 given
  i = transfer(z, 0)               ! ERROR: the SOURCE argument of TRANSFER must be an INTEGER, REAL or LOGICAL scalar (not yet COMPLEX(4))
  i = transfer(x, s)               ! ERROR: the MOLD argument of TRANSFER must be an INTEGER, REAL or LOGICAL scalar (not yet CHARACTER)
  i = transfer(x, 0, 2)            ! ERROR: TRANSFER with SIZE (an array result) is not supported yet
  print *, i, j, l, x, z, s
end program
