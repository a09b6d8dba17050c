! Arrays of strings: insertion sort with .LT. and LLT, searching with INDEX, joining names into
! one line with substring assignment, LGE/LGT/LLE checks and trailing-blank comparison rules.
program strsort
  implicit none
  integer, parameter :: n = 8
  character(len=10) :: names(n), tmp
  character(len=80) :: joined
  integer :: i, j, pos, l
  names(1) = 'lu'
  names(2) = 'bt'
  names(3) = 'sp'
  names(4) = 'cg'
  names(5) = 'mg'
  names(6) = 'ft'
  names(7) = 'ep'
  names(8) = 'is'
  do i = 2, n
    tmp = names(i)
    j = i - 1
    do while (j >= 1)
      if (.not. (tmp < names(j))) exit
      names(j + 1) = names(j)
      j = j - 1
    end do
    names(j + 1) = tmp
  end do
  do i = 1, n
    print *, i, names(i), len_trim(names(i))
  end do
  joined = ' '
  pos = 1
  do i = 1, n
    l = len_trim(names(i))
    joined(pos:pos + l - 1) = names(i)(1:l)
    pos = pos + l
    if (i < n) then
      joined(pos:pos) = ','
      pos = pos + 1
    end if
  end do
  print *, '[', joined(1:pos - 1), ']', pos - 1
  print *, index(joined, 'mg'), index(joined, 'zz'), index(joined, ','), index('aaa', 'aa')
  print *, llt('abc', 'abd'), lle('abc', 'abc  '), lgt('b', 'abc'), lge('', ' ')
  print *, 'abc' == 'abc   ', 'abc' < 'abc ', 'ab' > 'a', 'A' < 'a'
  do i = 1, n - 1
    if (llt(names(i + 1), names(i))) print *, 'not sorted at', i
  end do
  ! reverse the array of strings in place
  do i = 1, n / 2
    tmp = names(i)
    names(i) = names(n + 1 - i)
    names(n + 1 - i) = tmp
  end do
  write (*, '(8(a3))') (names(i), i = 1, n)
  write (*, '(4(1x,a))') (names(i)(1:2), i = 1, n)
end program
