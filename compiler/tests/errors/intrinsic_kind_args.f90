! KIND= arguments of conversion and character intrinsics: constants of a kind the result
! type has, given once.
program intrinsic_kind_args
  implicit none
  integer :: k
  real(8) :: x
  complex(8) :: z
  k = 8
  x = 1.5d0
  z = cmplx(x, kind=k)  ! ERROR: the KIND of CMPLX must be the constant 4 or 8
  z = cmplx(x, kind=16)  ! ERROR: the KIND of CMPLX must be the constant 4 or 8
  z = cmplx(x, 1.0, 8, kind=8)  ! ERROR: argument 'kind' of CMPLX is given twice
  x = aint(x, kind=2)  ! ERROR: KIND argument must be a constant valid kind
  x = anint(x, 8, 4)  ! ERROR: ANINT takes 1 or 2 arguments, but 3 given
  print *, char(65, kind=4)  ! ERROR: KIND argument must be a constant valid kind
  print *, ichar('a', kind=k)  ! ERROR: KIND argument must be a constant valid kind
  print *, len('abc', kind=3)  ! ERROR: KIND argument must be a constant valid kind
  print *, iachar('a', size=4)  ! ERROR: IACHAR has no argument named 'SIZE'
end program intrinsic_kind_args
