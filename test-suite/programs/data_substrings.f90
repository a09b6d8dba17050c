! Substrings in DATA: characters of scalars and of array elements (implied DO too); the
! characters not named are blanks, and a value is cut or padded to the substring's length.
program data_substrings
  implicit none
  character(len=6) :: s, t
  character(len=4) :: c(3)
  integer :: i
  data s(1:3) /'abc'/, s(4:6) /'xyz'/
  data t(2:3) /'pqrs'/
  data (c(i)(2:2), i = 1, 3) /3*'x'/
  data c(2)(4:) /'!'/
  print '(a, a, a)', '[', s, ']'
  print '(a, a, a)', '[', t, ']'
  print '(3(a, a, a))', ('[', c(i), ']', i = 1, 3)
  print *, (ichar(t(i:i)), i = 1, 6)
end program data_substrings
