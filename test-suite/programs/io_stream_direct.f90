! Unformatted stream access (no record markers: items of several READs come from one byte
! sequence, and a READ reads across what separate WRITEs wrote), END= at the end of a
! stream, REWIND of a stream, and formatted direct access with records written out of order and read back by
! record number.
program io_stream_direct
  implicit none
  integer :: i, k, m, n, ia(6)
  real(8) :: x, y
  open (31, file='stream.bin', access='stream', form='unformatted', status='replace')
  do i = 1, 5
    write (31) i, dble(i) / 4
  end do
  write (31) (i * i, i = 1, 6)
  close (31)
  open (31, file='stream.bin', access='stream', form='unformatted', status='old')
  read (31) k, x
  read (31) m, x, n, y
  write (*, '(3i4, 2f8.3)') k, m, n, x, y
  read (31) k, x, m, y
  write (*, '(2i4, 2f8.3)') k, m, x, y
  read (31) ia(1), ia(2)
  read (31) ia(3), ia(4), ia(5)
  write (*, '(5i4)') (ia(i), i = 1, 5)
  n = 0
  do
    read (31, end=10) k
    n = n + 1
  end do
10 write (*, '(a, i3, i5)') 'items to the end:', n, k
  rewind (31)
  read (31) k, x
  write (*, '(i4, f8.3)') k, x
  read (31, end=20) m, y
  write (*, '(i4, f8.3)') m, y
20 close (31, status='delete')
  open (32, file='direct.txt', access='direct', form='formatted', recl=16, status='replace')
  do i = 6, 1, -1
    write (32, '(i4, f12.5)', rec=i) i * 11, sqrt(dble(i))
  end do
  do i = 1, 6, 2
    read (32, '(i4, f12.5)', rec=i) k, x
    write (*, '(i3, i6, f10.5)') i, k, x
  end do
  read (32, '(i4)', rec=4) k
  write (*, '(a, i5)') 'record 4:', k
  close (32, status='delete')
end program io_stream_direct
