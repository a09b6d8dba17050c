! A table written to a formatted file with a header line, then read back with
! list-directed and formatted READ, records skipped, END= to count lines, a second
! file written from the data read (unit numbers held in variables), and
! CLOSE with STATUS='DELETE' of both files.
program io_table_file
  implicit none
  integer :: u1, u2, i, n, id(20), nlines
  real(8) :: t(20), p(20), tsum
  character(len=30) :: header
  character(len=8) :: tag
  u1 = 21
  u2 = 22
  open (unit=u1, file='table_in.txt', status='replace', action='write')
  write (u1, '(a)') '# id temperature pressure'
  do i = 1, 12
    write (u1, '(i4, 2f12.4)') i * 3, 273.15d0 + i * 1.5d0, 101.325d0 - i * 0.7d0
  end do
  close (u1)
  open (unit=u1, file='table_in.txt', status='old', action='read')
  read (u1, '(a)') header
  n = 0
  do
    read (u1, *, end=10) id(n + 1), t(n + 1), p(n + 1)
    n = n + 1
  end do
10 close (u1)
  write (*, '(a, a, i4)') header(1:len_trim(header)), ' rows:', n
  tsum = 0
  open (u2, file='table_out.txt', status='replace')
  do i = 1, n, 2
    tsum = tsum + t(i)
    write (u2, '(a, i3.3, es14.6)') 'row', id(i), p(i) / t(i)
  end do
  close (u2)
  open (u2, file='table_out.txt', status='old')
  read (u2, *)
  read (u2, *)
  nlines = 2
  do
    read (u2, '(a6, es14.6)', end=20) tag, tsum
    nlines = nlines + 1
    write (*, '(a6, f12.8)') tag, tsum
  end do
20 close (u2, status='delete')
  open (u1, file='table_in.txt', status='old')
  close (u1, status='delete')
  write (*, '(a, i3)') 'lines in the second file', nlines
end program io_table_file
