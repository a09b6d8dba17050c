! Formatted files: a table written with multi-record formats ('/'), format reversion over a long
! list, read back with the same formats and list-directed, file name in a CHARACTER variable,
! REWIND and re-read, STATUS='replace'/'old', CLOSE with STATUS='delete'.
program iofmt
  implicit none
  integer, parameter :: n = 10
  real(8) :: a(n), b(n)
  integer :: i, ivals(n), jvals(n), nrec
  character(len=16) :: fname, head
  character(len=4) :: tag
  fname = 'table.txt'
  do i = 1, n
    a(i) = 1.0d0 / i
    ivals(i) = i * i - 3 * i
  end do
  open (unit=21, file=fname, status='replace')
  write (21, '(a / i4)') 'header', n
  write (21, '(3f10.6)') a
  write (21, '(4i6)') ivals
  write (21, '(a4, 1x, i3 / a4, 1x, i3)') 'abcd', 1, 'efgh', 2
  close (21)
  open (unit=22, file=fname, status='old')
  read (22, '(a / i4)') head, nrec
  print *, '[', head(1:len_trim(head)), ']', nrec
  read (22, '(3f10.6)') b
  print '(5f9.5)', b
  read (22, *) jvals
  print '(10i4)', jvals
  do i = 1, 2
    read (22, '(a4, 1x, i3)') tag, nrec
    print *, tag, nrec
  end do
  rewind (22)
  read (22, '(a)') head
  read (22, *) nrec
  read (22, *) b(1), b(2), b(3), b(4)
  print '(a, 4f8.4)', ' again ', (b(i), i = 1, 4)
  close (22, status='delete')
  write (*, '(2(i3, 1x, a, 1x), "|")') 1, 'x', 2, 'y', 3, 'z'
  write (*, '(" values:", 3(f6.2))') (a(i), i = 1, 7)
  write (*, '(i3, 2(/, 2x, i3))') 10, 20, 30, 40
end program
