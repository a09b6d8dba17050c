! dvmh-test: grids=4:2x2
! Files: formatted and list-directed input, END=/ERR=/IOSTAT=, unformatted sequential and
! direct-access records, REWIND/BACKSPACE, internal files, a distributed array read from a file.
program files
  implicit none
  integer, parameter :: n = 12
  real(8) :: a(n), b(n)
  integer :: i, k, ios, m, total
  real :: x, y
  logical :: flag
  character(len=20) :: word, line
  character(len=8) :: fname
!DVM$ DISTRIBUTE a(BLOCK)
  fname = 'data.txt'
  open(unit=10, file=fname, status='replace', action='write')
  write(10, '(I5)') n
  write(10, *) (i * 0.5d0, i = 1, n)
  write(10, '(2F8.3, L3, A8)') 1.25, -2.5, .true., 'hello'
  write(10, '(A)') "'quoted, text' 7 7.0"
  write(10, '(A)') '3*1.5 , , 4 /'
  close(10)

  open(11, file='data.txt', status='old')
  read(11, '(I5)') m
  read(11, *) (a(i), i = 1, m)
  read(11, '(2F8.3, L3, A8)') x, y, flag, word
  print *, m, x, y, flag, len_trim(word), word
  read(11, *) line, k, x
  print *, line, k, x
  do i = 1, n
    b(i) = -1.0d0
  end do
  read(11, *) (b(i), i = 1, 5)
  print *, (b(i), i = 1, 6)
  read(11, *, end=100) k
  print *, 'not reached'
100 print *, 'end of file reached'
  rewind 11
  read(11, *) m
  print *, 'after rewind', m
  close(11, status='delete')

  total = 0
!DVM$ PARALLEL (i) ON a(i), REDUCTION(SUM(total))
  do i = 1, n
    total = total + int(a(i) * 2)
  end do
  print *, 'sum of read array', total

  open(12, file='missing.txt', status='old', iostat=ios)
  print *, 'open missing: iostat positive', ios > 0

  open(13, status='scratch', form='unformatted')
  write(13) n, (dble(i)**2, i = 1, n)
  write(13) 42
  rewind(13)
  read(13) m, b
  print *, m, b(n)
  read(13) k
  print *, k
  backspace 13
  read(13) k
  print *, 'again', k
  read(13, iostat=ios) k
  print *, 'eof iostat', ios
  close(13)

  open(14, file='direct.bin', access='direct', recl=8, form='unformatted', status='replace')
  do i = 1, 5
    write(14, rec=i) dble(i) * 10
  end do
  read(14, rec=3) b(1)
  print *, 'record 3', b(1)
  close(14, status='delete')

  write(line, '(I4, A, F6.2)') 12, ' : ', 3.14159
  print *, '[', line, ']'
  read(line, '(I4)') k
  print *, k + 1
  line = '  7  8.5 T'
  read(line, *) k, x, flag
  print *, k, x, flag
end program
