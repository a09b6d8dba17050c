! Formatted sequential files: POSITION='append' adds lines to a log, ENDFILE truncates after a
! REWIND and a read, BACKSPACE over formatted records, ADVANCE-free line counting with END=,
! ACTION='read' and 'write', and a unit number held in a variable.
program ioapp
  implicit none
  integer :: u, i, nlines, k
  character(len=30) :: line
  u = 17
  open (u, file='log.txt', status='replace', action='write')
  write (u, '(a, i2)') 'start', 0
  close (u)
  do i = 1, 3
    open (u, file='log.txt', status='old', position='append', action='write')
    write (u, '(a, i2)') 'step ', i
    close (u)
  end do
  open (u, file='log.txt', status='old', action='read')
  nlines = 0
  do
    read (u, '(a)', end=10) line
    nlines = nlines + 1
    print *, nlines, '[', line(1:len_trim(line)), ']'
  end do
10 print *, 'lines', nlines
  close (u)
  open (u, file='log.txt', status='old')
  read (u, '(a)') line
  read (u, '(a)') line
  backspace (u)
  read (u, '(5x, i2)') k
  print *, 'reread step', k
  endfile (u)
  rewind (u)
  nlines = 0
  do
    read (u, '(a)', end=20) line
    nlines = nlines + 1
  end do
20 print *, 'lines after endfile', nlines
  close (u, status='delete')
end program
