! Unformatted sequential files: records of different shapes (scalars, arrays, mixed types,
! CHARACTER), BACKSPACE twice, REWIND, END= on the last record, reading fewer items than
! written, a second pass after reopening with STATUS='old'.
program iounf
  implicit none
  integer, parameter :: n = 5
  integer :: i, k, m, count
  real :: r(n)
  double precision :: d(n, 2)
  character(len=6) :: word
  logical :: flag
  do i = 1, n
    r(i) = i * 0.25
    d(i, 1) = i
    d(i, 2) = -2.0d0 * i
  end do
  open (41, file='seq.bin', form='unformatted', status='replace')
  write (41) n
  write (41) r
  write (41) ((d(i, k), i = 1, n), k = 1, 2)
  write (41) 'record', .true., 99
  write (41) 7, 8, 9
  close (41)

  open (41, file='seq.bin', form='unformatted', status='old')
  read (41) m
  read (41) (r(i), i = 1, m)
  print '(5f7.3)', (r(i), i = 1, m)
  read (41) d
  print '(5f7.2)', d
  read (41) word, flag, k
  print *, word, flag, k
  read (41) k
  print *, 'first of three', k
  backspace (41)
  backspace (41)
  read (41) word
  print *, 'after two backspaces ', word
  read (41) i, k, m
  print *, i + k + m
  read (41, end=10) k
  print *, 'not reached'
10 print *, 'end reached'
  rewind (41)
  count = 0
  do
    read (41, end=20)
    count = count + 1
  end do
20 print *, 'records', count
  close (41, status='delete')
end program
