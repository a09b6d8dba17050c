! dvmh-test: grids=4:2x2 4:1x4 3:3x1
! Whole distributed arrays written with formats to files (REAL(8) 2-D in E-format, INTEGER
! 1-D with repeat counts, LOGICAL, COMPLEX), the files REWOUND and read back with READ into
! other distributed arrays with other distributions, one of them by an implied DO over a
! section, list-directed too; the values compared in parallel loops (MAX reductions) and
! the files' lines counted.
program dvmz3_io_roundtrip
  implicit none
  integer, parameter :: n = 11, m = 7
  real(8) :: a(n, m), b(n, m)
  integer :: k(n), kb(n)
  logical :: l(m), lb(m)
  complex(8) :: z(n), zb(n)
!dvm$ distribute a(block, block)
!dvm$ distribute b(*, block)
!dvm$ distribute k(block)
!dvm$ align kb(i) with k(i)
!dvm$ distribute l(block)
!dvm$ distribute lb(block)
!dvm$ align z(i) with k(i)
!dvm$ distribute zb(block)
  integer :: i, j, lines, ios
  real(8) :: err
  integer :: kerr
  character(len=200) :: line
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = (i - 6) * 1.25d0 + j * 1d-3 - 1d0 / (i + j)
    end do
  end do
!dvm$ parallel (i) on k(i)
  do i = 1, n
    k(i) = (i - 5) ** 3
    z(i) = cmplx(i, -i * i, kind=8) / 7d0
  end do
!dvm$ parallel (j) on l(j)
  do j = 1, m
    l(j) = mod(j, 3) == 0
  end do
  open (31, file='dvmz3_io_a.txt', status='replace', form='formatted')
  write (31, '(3es24.15)') a
  write (31, '(5i7)') k
  write (31, '(7l3)') l
  write (31, '(2f24.16)') z
  close (31)
  open (31, file='dvmz3_io_a.txt', status='old')
  read (31, '(3es24.15)') b
  read (31, *) kb
  read (31, '(7l3)') lb
  read (31, '(2f24.16)') (zb(i), i = 1, n)
  rewind (31)
  lines = 0
  do
    read (31, '(a)', iostat=ios) line
    if (ios /= 0) exit
    lines = lines + 1
  end do
  close (31, status='delete')
  err = 0
!dvm$ parallel (j, i) on a(i, j), remote_access(b(i, j)), reduction(max(err))
  do j = 1, m
    do i = 1, n
      err = max(err, abs(a(i, j) - b(i, j)))
    end do
  end do
  kerr = 0
!dvm$ parallel (i) on k(i), reduction(max(kerr))
  do i = 1, n
    kerr = max(kerr, abs(k(i) - kb(i)))
  end do
  print '(a, es10.2, i4, i4)', 'errors', err, kerr, lines
  print '(7l2)', lb
  print '(2f12.6)', zb(3), zb(n)
  print '(5i6)', kb
  print '(3f12.6)', b(1, 1), b(n, m), b(6, 4)
end program dvmz3_io_roundtrip
