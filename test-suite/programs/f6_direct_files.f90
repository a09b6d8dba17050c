! Files as data bases: a direct-access unformatted file of fixed-length records written out
! of order and read back by record number, a formatted direct-access file, a sequential
! unformatted file of mixed records read back with BACKSPACE and REWIND, and INQUIRE by
! unit and by file for the properties codes check before they read.
program f6_direct_files
  implicit none
  integer, parameter :: dp = kind(1.0d0), n = 6
  real(dp) :: row(n), back(n)
  integer :: rl, i, k, ios, nrec, ids(3)
  character(len=16) :: acc, frm, nm
  character(len=20) :: text
  logical :: ex, op
  inquire (iolength=rl) row
  write (*, '(a, i0)') 'iolength ', rl
  open (21, file='f6_direct.bin', access='direct', form='unformatted', recl=rl, &
        status='replace')
  do i = n, 1, -2
    row = [(real(i * 10 + k, dp) / 4, k = 1, n)]
    write (21, rec=i) row
  end do
  do i = 1, n - 1, 2
    row = [(-real(i + k, dp), k = 1, n)]
    write (21, rec=i) row
  end do
  inquire (21, access=acc, form=frm, recl=k, nextrec=nrec, opened=op)
  write (*, '(a, 1x, a, 1x, a, 2i5, l2)') 'unit 21', trim(acc), trim(frm), k, nrec, op
  do i = 1, n
    read (21, rec=i) back
    write (*, '(i2, 6f8.2)') i, back
  end do
  read (21, rec=3) back
  write (*, '(a, f10.3)') 'rec3 sum ', sum(back)
  close (21, status='delete')
  inquire (file='f6_direct.bin', exist=ex)
  write (*, '(a, l2)') 'deleted ', .not. ex

  open (22, file='f6_table.txt', access='direct', form='formatted', recl=20, status='replace')
  do i = 1, 4
    write (text, '(a, i2.2, f10.4)') 'item', 5 - i, 1.0_dp / (5 - i)
    write (22, '(a20)', rec=5 - i) text
  end do
  do i = 1, 4
    read (22, '(a20)', rec=i) text
    write (*, '(a)') text
  end do
  close (22)

  open (23, file='f6_seq.dat', form='unformatted', status='replace')
  write (23) 3, [7, 8, 9]
  write (23) 'header-text', 2.5_dp
  write (23) (real(i, dp)**2, i = 1, n)
  rewind (23)
  read (23) k, ids
  write (*, '(a, 4i4)') 'rec1 ', k, ids
  read (23) text(1:11), row(1)
  write (*, '(a, 1x, a, f6.2)') 'rec2', text(1:11), row(1)
  read (23) back
  backspace (23)
  read (23) row
  write (*, '(a, 6f6.1)') 'rec3 ', row
  read (23, iostat=ios) k
  write (*, '(a, l2)') 'eof ', ios < 0
  inquire (file='f6_seq.dat', exist=ex, opened=op, number=k, name=nm)
  write (*, '(a, 2l2, i4)') 'inquire ', ex, op, k
  close (23)
  inquire (unit=23, opened=op)
  write (*, '(a, l2)') 'closed ', .not. op
end program f6_direct_files
