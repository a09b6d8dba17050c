! ISO_FORTRAN_ENV's COMPILER_VERSION() and COMPILER_OPTIONS(): texts that name the compiler
! (their words differ between compilers; what every compiler's say is compared).
program compiler_inquiry
  use iso_fortran_env, only: compiler_version, compiler_options, int32
  implicit none
  character(len=80) :: v
  integer(int32) :: n
  v = compiler_version()
  n = len(compiler_options())
  print *, 'version named', len_trim(v) > 5, index(v, 'version') > 0, len(compiler_version()) > 5
  print *, 'options length', n >= 0
end program compiler_inquiry
