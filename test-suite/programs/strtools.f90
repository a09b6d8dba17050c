! dvmh-test: files=lib/str_utils.f90
! String routines in a second file taking assumed-length dummies: upper case, reversal, word
! counts and centring, called with variables, array elements, substrings and constants.
program strtools
  implicit none
  character(len=24) :: s, field
  character(len=12) :: list(3)
  integer :: i, nwords
  s = 'fortran dvmh compiler'
  call to_upper(s)
  print *, '[', s, ']'
  call reverse(s)
  print *, '[', s, ']'
  call reverse(s(1:4))
  print *, '[', s, ']'
  list(1) = 'one two'
  list(2) = ' a  b  c '
  list(3) = ' '
  do i = 1, 3
    print *, i, nwords(list(i)), nwords(list(i)(1:4))
  end do
  print *, nwords('  several words in a constant ')
  call centre('title', field)
  print *, '|', field, '|'
  call centre(list(1), field(1:11))
  print *, '|', field, '|'
  call to_upper(list(2)(3:6))
  print *, '[', list(2), ']'
end program
