! Checkpoint-style file I/O as solvers write restart and log files: a formatted sequential
! file written, re-read with BACKSPACE and REWIND, appended to; an unformatted stream file
! of a header and arrays read back in pieces; a direct-access file of fixed records
! written out of order and read back; INQUIRE by unit and by name (EXIST, OPENED, SIZE,
! NEXTREC, ACCESS), and CLOSE with STATUS='DELETE'.
program gx_file_io
  implicit none
  integer, parameter :: n = 12
  real(8) :: u(n), v(n), w(n)
  integer :: i, u1, ios, nrec, hdr(3), back(3), sz, nr, cnt
  logical :: ex, op
  character(len=20) :: acc, frm, line
  character(len=32) :: fname

  fname = 'gx_file_io_log.txt'
  do i = 1, n
    u(i) = 1.0d0 / i + 0.25d0 * i
  end do

  ! formatted sequential
  open (newunit=u1, file=fname, status='replace', action='write', form='formatted')
  write (u1, '(a)') 'restart log'
  do i = 1, n, 3
    write (u1, '(i4,es24.16)') i, u(i)
  end do
  close (u1)
  open (newunit=u1, file=fname, status='old', action='read')
  read (u1, '(a)') line
  cnt = 0
  do
    read (u1, '(i4,es24.16)', iostat=ios) i, w(1)
    if (ios /= 0) exit
    cnt = cnt + 1
  end do
  print '(a,a,i3,l2)', 'read ', trim(line), cnt, w(1) == u(10)
  rewind (u1)
  read (u1, *)
  read (u1, *) i, w(2)
  read (u1, *) i, w(3)
  backspace (u1)
  read (u1, *) i, w(4)
  print '(a,i3,l2,l2)', 'backspace', i, w(2) == u(1), w(3) == w(4)
  close (u1)
  open (newunit=u1, file=fname, status='old', position='append', action='write')
  write (u1, '(a)') 'appended'
  close (u1)
  open (newunit=u1, file=fname, status='old')
  cnt = 0
  do
    read (u1, '(a)', iostat=ios) line
    if (ios /= 0) exit
    cnt = cnt + 1
  end do
  print '(a,i3,1x,a)', 'lines', cnt, trim(line)
  close (u1, status='delete')
  inquire (file=fname, exist=ex)
  print '(a,l2)', 'deleted', .not. ex

  ! unformatted stream
  hdr = [n, 7, -3]
  open (newunit=u1, file='gx_file_io.bin', access='stream', form='unformatted', status='replace')
  write (u1) hdr
  write (u1) u
  write (u1) u(1:n:2) * 2.0d0
  inquire (unit=u1, size=sz, access=acc, form=frm)
  print '(a,i6,1x,a,1x,a)', 'stream', sz, trim(acc), trim(frm)
  close (u1)
  open (newunit=u1, file='gx_file_io.bin', access='stream', form='unformatted', status='old', &
    action='read')
  read (u1) back
  read (u1) w(1:4), v(1)
  read (u1) v(2:3), w(1:n - 7)
  read (u1) w(1:n / 2)
  close (u1, status='delete')
  print '(a,3i4,l2,l2,l2)', 'stream back', back, v(1) == u(5), all(v(2:3) == u(6:7)), &
    all(w(1:n / 2) == 2.0d0 * u(1:n:2))

  ! direct access
  inquire (iolength=nrec) i, u(1)
  open (newunit=u1, file='gx_file_io.dat', access='direct', recl=nrec, form='unformatted', &
    status='replace')
  do i = n, 1, -2
    write (u1, rec=i) i, u(i)
  end do
  do i = 1, n - 1, 2
    write (u1, rec=i) -i, -u(i)
  end do
  inquire (unit=u1, nextrec=nr, opened=op)
  print '(a,i4,l2)', 'direct nextrec', nr, op
  v = 0.0d0
  do i = 1, n
    read (u1, rec=i) hdr(1), v(i)
  end do
  close (u1, status='delete')
  print '(a,2f12.6,l2)', 'direct', sum(v), v(3), hdr(1) == n
end program gx_file_io
