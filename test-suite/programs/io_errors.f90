! I/O conditions: END= and ERR= branches, IOSTAT= values (sign only), OPEN of a missing file with
! STATUS='old', STATUS='new' on an existing file, bad numeric input, reading past the end of an
! internal file, and continuing normally after each condition.
program ioerr
  implicit none
  integer :: ios, k, i, total
  real :: x
  character(len=10) :: s
  open (51, file='nums.txt', status='replace')
  write (51, '(a)') '1'
  write (51, '(a)') '2'
  write (51, '(a)') 'three'
  write (51, '(a)') '4'
  close (51)
  open (51, file='nums.txt', status='old')
  total = 0
  do i = 1, 6
    read (51, *, err=100, end=200) k
    total = total + k
    print *, 'read', k
    cycle
100 print *, 'bad value on line', i
  end do
200 print *, 'total', total
  close (51)
  open (52, file='nums.txt', status='new', iostat=ios)
  print *, 'new on existing file fails:', ios > 0
  open (53, file='does-not-exist.txt', status='old', iostat=ios)
  print *, 'old on missing file fails:', ios > 0
  open (54, file='nums.txt', status='old', iostat=ios)
  print *, 'old on existing file works:', ios == 0
  do
    read (54, '(i5)', iostat=ios) k
    if (ios < 0) exit
    if (ios > 0) then
      print *, 'format error'
    else
      print *, 'value', k
    end if
  end do
  print *, 'end of file iostat negative:', ios < 0
  close (54, status='delete')
  s = '3.5'
  read (s, *, iostat=ios) x
  print *, ios, x
  s = 'x.5'
  read (s, *, iostat=ios) x
  print *, 'bad real:', ios > 0
  s = '1 2'
  read (s, *, iostat=ios) i, k, total
  print *, 'short internal record:', ios < 0
  read (s, '(i1)', err=300) i
  print *, 'fine', i
  go to 400
300 print *, 'not reached'
400 continue
end program
