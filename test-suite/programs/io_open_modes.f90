! OPEN with STATUS, ACTION and POSITION combinations as gfortran runs them, and IOMSG= on every
! I/O statement (OPEN, CLOSE, READ, WRITE, INQUIRE, REWIND, BACKSPACE, ENDFILE, FLUSH): the
! IOSTAT value or its sign, and the message where one is given. REPLACE with ACTION='READ'
! empties the file; APPEND with READWRITE writes after the old records; SCRATCH files take
! ACTION='READ' too; REWIND of an unconnected unit does nothing, BACKSPACE of one fails.
program io_open_modes
  implicit none
  integer :: ios, n, k
  logical :: there
  character(len=120) :: msg
  character(len=20) :: line

  open (10, file='modes.txt', status='replace')
  write (10, '(a)') 'first'
  close (10)

  msg = 'untouched'
  open (10, file='modes.txt', status='replace', action='read', iostat=ios, iomsg=msg)
  print *, 'replace+read:', ios, trim(msg)
  read (10, '(a)', iostat=ios, iomsg=msg) line
  print *, 'read of the emptied file:', ios, trim(msg)
  write (10, '(a)', iostat=ios, iomsg=msg) 'x'
  print *, 'write on read-only:', ios, trim(msg)
  close (10, iostat=ios, iomsg=msg)
  print *, 'close:', ios

  open (10, file='modes.txt', status='old', position='append', action='readwrite')
  write (10, '(a)') 'second'
  rewind (10, iostat=ios, iomsg=msg)
  read (10, '(a)', iostat=ios, iomsg=msg) line
  print *, 'after append+rewind: ', ios, trim(line)
  close (10)

  open (10, file='modes.txt', status='old', position='append', action='write')
  write (10, '(a)') 'third'
  close (10)
  open (10, file='modes.txt', status='old', position='append', action='read', iostat=ios)
  print *, 'append+read opens:', ios
  read (10, '(a)', iostat=ios, iomsg=msg) line
  print *, 'read at the end:', ios, trim(msg)
  read (10, '(a)', iostat=ios, iomsg=msg) line
  print *, 'read after the end:', ios, trim(msg)
  backspace (10, iostat=ios, iomsg=msg)
  backspace (10, iostat=ios, iomsg=msg)
  read (10, '(a)', iostat=ios, iomsg=msg) line
  print *, 'after two backspaces:', ios, trim(line)
  close (10)

  open (10, file='modes.txt', status='old', action='read')
  n = 0
  do
    read (10, '(a)', iostat=ios) line
    if (ios /= 0) exit
    n = n + 1
    print *, n, trim(line)
  end do
  close (10)

  msg = 'untouched'
  open (11, file='missing.txt', status='old', iostat=ios, iomsg=msg)
  print *, 'old on a missing file:', ios, trim(msg)
  inquire (file='missing.txt', exist=there, iostat=ios, iomsg=msg)
  print *, 'inquire:', ios, there, trim(msg)
  open (11, file='modes.txt', status='new', iostat=ios, iomsg=msg)
  print *, 'new on an existing file:', ios, trim(msg)

  open (12, status='scratch', action='read', iostat=ios, iomsg=msg)
  print *, 'scratch+read:', ios
  close (12)
  open (12, status='scratch', action='readwrite', iostat=ios)
  write (12, *) 42, 43
  rewind (12)
  read (12, *) n, k
  print *, 'scratch holds', n, k
  close (12, status='keep', iostat=ios, iomsg=msg)
  print *, 'keep a scratch file:', ios, trim(msg)

  open (13, file='wonly.txt', status='replace', action='write')
  read (13, *, iostat=ios, iomsg=msg) n
  print *, 'read write-only:', ios, trim(msg)
  endfile (13, iostat=ios, iomsg=msg)
  flush (13, iostat=ios, iomsg=msg)
  print *, 'endfile and flush:', ios
  close (13, status='delete', iostat=ios, iomsg=msg)
  inquire (file='wonly.txt', exist=there)
  print *, 'deleted:', .not. there

  msg = 'untouched'
  rewind (77, iostat=ios, iomsg=msg)
  print *, 'rewind unconnected:', ios, trim(msg)
  backspace (77, iostat=ios, iomsg=msg)
  print *, 'backspace unconnected:', ios, trim(msg)
  msg = ''
  flush (78, iostat=ios, iomsg=msg)
  print *, 'flush unconnected:', ios < 0, len_trim(msg) > 0
  inquire (unit=77, opened=there)
  print *, 'still unconnected:', .not. there

  open (10, file='modes.txt', status='old')
  do k = 1, 4
    read (10, *, iostat=ios, iomsg=msg)
  end do
  print *, 'past the end:', ios, trim(msg)
  close (10, status='delete')
end program
