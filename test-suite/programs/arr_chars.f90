! CHARACTER arrays: sections assigned from constants and constructors, overlapping shifts,
! reversed sections printed, comparisons of sections in masks.
program arr_chars
  implicit none
  character*4 names(6), t(3)
  integer :: i
  names = 'ab'
  names(2:4) = (/ 'xyz ', 'pq  ', 'long' /)
  print *, names
  t = names(3:5)
  print '(3a5)', t
  print *, names(6:1:-2)
  names(2:6) = names(1:5)
  print '(6a5)', names
  print *, count(names == 'ab  '), (names(i)(1:1), i = 1, 6)
  where (names /= 'ab') names = 'zz'
  print '(6a5)', names
end program
