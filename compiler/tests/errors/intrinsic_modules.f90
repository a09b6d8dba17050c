! The intrinsic modules: a module nature names a module that is not one, a USE ONLY names an
! entity they lack, a kind dvmhc does not have.
program intrinsic_modules
  use, intrinsic :: iso_fortran_env, only: int64, nosuch  ! ERROR: module 'iso_fortran_env' has no entity named 'nosuch'
  use, intrinsic :: my_env                 ! ERROR: 'my_env' is not an intrinsic module (they are iso_fortran_env, iso_c_binding, ieee_arithmetic, ieee_exceptions, ieee_features)
  use, nonsense :: iso_c_binding           ! ERROR: expected INTRINSIC :: or NON_INTRINSIC :: after 'USE,'
  use iso_c_binding, only: c_double
  use, intrinsic :: iso_fortran_env, only: real128
  implicit none
  integer(int64) :: k
  real(c_double) :: x
  real(real128) :: q                       ! ERROR: REAL of kind 16 is not supported
  k = 1
  x = 2
  print *, k, x, q
end program
