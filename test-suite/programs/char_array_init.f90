! CHARACTER arrays with initial values: array constructors of padded and truncated
! values, named constants of LEN=* taking the typed constructor's or the values' length,
! one value for every element, and DATA (repeat counts, implied DO).
program char_array_init
  implicit none
  character(len=5) :: names(3) = (/'ab   ','cd   ','ef   '/)
  character(len=*), parameter :: w(2) = [character(len=4) :: 'a', 'bcd']
  character(len=*), parameter :: days(3) = (/ 'mon', 'tue', 'wed' /)
  character(len=3), parameter :: cut(2) = [character(len=6) :: 'abcdef', 'xy']
  character(len=2) :: blank(3) = 'zz'
  character(len=8) :: words(2) = (/ 'alpha', 'beta ' /)
  character(len=3) :: d(4)
  character(len=2) :: e(2,2)
  character(len=6) :: f
  integer :: i
  data d / 'one', 'two', 2*'six' /
  data (e(i,1), i=1,2) / 'aa', 'bb' /, e(1,2), e(2,2) / 'cc', 'dd' /
  data f / 'xyz123' /
  print *, names
  print *, w, len(w(1))
  print *, '[', w(1), ']', '[', w(2), ']'
  print *, days, len(days(3)), days(2)(2:3)
  print *, cut, len(cut(2))
  print *, blank, words
  print *, d
  print *, e
  print *, f
  do i = 1, 3
    print '(a,i2,a,a)', trim(names(i)), i, d(i), days(i)
  end do
  print *, trim(words(1))//'|'//trim(words(2))//'|'
  print *, count(d == 'six'), any(days == 'tue'), index(days(3), 'd')
end program
