! CHARACTER values built on the heap (TRIM of a variable length, concatenated) inside
! implied DO lists of output statements: each iteration's temporaries are made and freed
! inside the loop.
program char_implied_do_temps
  implicit none
  character(len=6) :: w(4)
  character(len=40) :: line
  integer :: i, j
  w = (/ 'ab    ', 'cde   ', 'f     ', 'ghijkl' /)
  print *, (trim(w(i))//'|', i = 1, 4)
  print '(4a)', (trim(adjustl(w(i)))//'-'//trim(w(5-i)), i = 1, 4)
  write (line, '(8a)') ((trim(w(i))//':', j = 1, 2), i = 1, 4, 2)
  print *, trim(line), len_trim(line)
  print *, ((len(trim(w(i))//trim(w(j))), j = 1, 4), i = 1, 4)
end program char_implied_do_temps
