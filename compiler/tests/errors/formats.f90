! FORMAT statements, format strings and WRITE control lists.
program fm
  integer :: i
  i = 1
  print '(I5, Q3)', i          ! ERROR: bad FORMAT: unexpected 'Q' in format
  write (*, 10) i
10 format (I5, F8)             ! ERROR: bad FORMAT: period required in F edit descriptor
20 format I5                   ! ERROR: a FORMAT specification must be enclosed in parentheses
  format (I5)                  ! ERROR: a FORMAT statement needs a label
  write (*, *, iostat=i) i
  write (*) i                  ! ERROR: an unformatted WRITE needs a unit number
  write (i, *) i
  print i, i                   ! ERROR: a format must be *, a FORMAT label or a character constant
  print 30, i                  ! ERROR: FORMAT label 30 is not defined
end program fm
