! Non-advancing I/O: WRITE with ADVANCE='NO' (a prompt without a newline, one line built from
! several WRITEs, T positions counted from where each statement starts, a list-directed WRITE
! continuing the line, a file record left open until CLOSE) and READ with ADVANCE='NO', SIZE=
! and EOR= (a record read in pieces, fields running past the end of the record padded with
! blanks, an advancing READ taking the rest of a record, IOSTAT -2 and -1, IOMSG=).
program io_advance
  implicit none
  integer :: i, n, k, ios, total
  character(len=10) :: s
  character(len=60) :: msg
  character(len=3) :: adv

  write (*, '(a)', advance='no') 'Enter a value: '
  write (*, '(i3)', advance='no') 42
  write (*, '(a)') ' (given)'
  do i = 1, 5
    write (*, '(i3)', advance='no') i * i
  end do
  write (*, *)
  write (*, '(a)', advance='no') 'x ='
  print *, 2.5
  write (*, '(t5,a)', advance='no') 'ab'
  write (*, '(t3,a)') 'cd'
  adv = 'no'
  write (*, '(a)', advance=adv) '['
  adv = 'yes'
  write (*, '(a)', advance=adv) ']'

  open (10, file='adv.txt', status='replace')
  write (10, '(a)') 'abc'
  write (10, '(a)') '12345678901234'
  write (10, '(a)') ''
  write (10, '(a)', advance='no') 'par'
  write (10, '(a)', advance='no') 'tial'
  close (10)

  open (10, file='adv.txt', status='old')
  s = 'zzzzzzzzzz'
  msg = 'untouched'
  read (10, '(a10)', advance='no', size=n, iostat=ios, iomsg=msg) s
  print *, 'A', ios, n, '[', s, '] ', trim(msg)
  read (10, '(a4)', advance='no', size=n, iostat=ios) s
  print *, 'B', ios, n, '[', s, ']'
  read (10, '(a4)', advance='no', size=n, iostat=ios) s
  print *, 'C', ios, n, '[', s, ']'
  total = 0
  do
    read (10, '(i3)', advance='no', size=n, eor=10) k
    print *, 'field', n, k
    total = total + k
  end do
10 print *, 'end of record', n, k, total
  read (10, '(a)', advance='no', size=n, iostat=ios) s
  print *, 'G', ios, n, '[', s, ']'
  read (10, '(a)', advance='no', size=n, iostat=ios) s
  print *, 'H', ios, n, '[', s, ']'
  read (10, '(a)', advance='no', size=n, iostat=ios, iomsg=msg) s
  print *, 'I', ios, '[', s, '] ', trim(msg)
  rewind (10)
  read (10, '(a1)', advance='no') s
  read (10, '(a)') s
  print *, 'rest of the record: [', s, ']'
  read (10, '(i2)', advance='no') k
  read (10, '(i3)', advance='no') n
  read (10, *) i
  print *, 'pieces', k, n, i
  close (10, status='delete')

  open (11, file='adv2.txt', status='replace')
  do i = 1, 3
    write (11, '(i2,a)', advance='no') i, ','
  end do
  write (11, '(a)') 'end'
  write (11, '(a)', advance='no') 'last'
  close (11)
  open (11, file='adv2.txt', status='old')
  read (11, '(a)') s
  print *, '[', s, ']'
  read (11, '(a)') s
  print *, '[', s, ']'
  read (11, '(a)', iostat=ios) s
  print *, 'then the end:', ios
  close (11, status='delete')
  write (*, '(a)', advance='no') 'done'
  write (*, '(a)') '.'
end program
