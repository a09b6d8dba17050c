! The intrinsic modules ISO_FORTRAN_ENV and ISO_C_BINDING as codes use them: kind names in
! declarations, literals and KIND= arguments, USE with ONLY, renames and the INTRINSIC nature,
! through a user module that re-exports them, the preconnected units, IOSTAT_END and
! IOSTAT_EOR from READ, the C kind and character constants.
module precision_defs
  use, intrinsic :: iso_fortran_env, only: wp => real64, sp => real32, i8 => int64
  use iso_c_binding, only: c_int, c_double, c_null_char, c_new_line
  implicit none
  real(wp), parameter :: pi = 3.14159265358979323846_wp
contains
  subroutine cstr(s, r)
    character(len=*), intent(in) :: s
    character(len=*), intent(out) :: r
    r = trim(s) // c_null_char
  end subroutine
end module

program iso_env
  use precision_defs
  use, intrinsic :: iso_fortran_env
  use, intrinsic :: iso_c_binding, only: c_long, c_float, c_size_t, c_int8_t, c_int16_t, &
    c_int32_t, c_int64_t, c_char, c_short, c_signed_char, c_horizontal_tab
  implicit none
  integer(int8) :: a
  integer(int16) :: b
  integer(int32) :: c
  integer(i8) :: d
  real(sp) :: x
  real(wp) :: y
  integer(c_int) :: ci
  integer(c_long) :: cl
  real(c_float) :: cf
  real(c_double) :: cd
  integer(c_size_t) :: n
  character(len=16) :: line
  integer :: ios, k, v
  character(len=8) :: s
  a = 127_int8
  b = -32767_int16 - 1_int16
  c = huge(c)
  d = huge(d)
  x = 1.0_sp / 3
  y = 1.0_wp / 3
  ci = 42
  cl = 2_c_long**40
  cf = 0.5_c_float
  cd = pi
  call cstr('hello', s)
  n = int(index(s, c_null_char), kind=c_size_t)
  write(output_unit, *) a, b, c, d
  write(output_unit, *) x, y, kind(x), kind(y), kind(a), kind(b), kind(d)
  write(unit=output_unit, fmt='(i4, i15, f6.2, f10.6, i4)') ci, cl, cf, cd, n
  print *, int8, int16, int32, int64, real32, real64, c_int, c_long, c_double, c_size_t
  print *, c_int8_t, c_int16_t, c_int32_t, c_int64_t, c_char, c_short, c_signed_char
  print *, input_unit, output_unit, error_unit, iostat_end, iostat_eor
  print *, numeric_storage_size, character_storage_size, file_storage_size
  print *, ichar(c_null_char), ichar(c_new_line), &
    iachar(c_horizontal_tab)
  call cstr('abc', s)
  print *, len_trim(s), index(s, c_null_char), s(4:4) == achar(0), iachar(s(4:4))
  print *, real(pi, sp), int(cl, int32 + int32), huge(0_int64), digits(1.0_real64)
  ! IOSTAT_END and IOSTAT_EOR from reads past the end of a file and of a record.
  open(10, status='scratch')
  write(10, '(a)') '12 34'
  write(10, '(a)') 'ab'
  rewind(10)
  read(10, '(i3)', advance='no', iostat=ios) v
  print *, 'first', v, ios
  read(10, '(a10)', advance='no', iostat=ios, size=k) line
  print *, 'eor', ios == iostat_eor, k, trim(line)
  read(10, '(a)', iostat=ios) line
  print *, 'next', ios, trim(line)
  read(10, '(a)', iostat=ios) line
  print *, 'end', ios == iostat_end, ios < 0
  close(10)
  s = 'abc'
  read(s, *, iostat=ios) k
  print *, 'internal', ios > 0
end program
