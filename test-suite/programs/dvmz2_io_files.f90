! dvmh-test: grids=3:3x1 3:1x3
! I/O of distributed arrays with formats and to files read back: a (BLOCK, BLOCK) array
! written to a formatted file row by row with an implied DO and a FORMAT with repeat
! counts, read back into a differently distributed array, compared in a parallel loop;
! an unformatted whole-array record and a list-directed section read back too; PRINTs
! of sections with formats.
program dvmz2_io_files
  implicit none
  integer, parameter :: n = 7, m = 5
  real(8) :: a(n, m), b(n, m)
  integer :: k(n)
!dvm$ distribute a(block, block)
!dvm$ distribute b(*, block)
!dvm$ distribute k(block)
  integer :: i, j, nbad
  real(8) :: d
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = i * 1.5d0 - j * 0.25d0
    end do
  end do
!dvm$ parallel (i) on k(i)
  do i = 1, n
    k(i) = i * i - 3
  end do
  open (10, file='dvmz2_io_files.dat', form='formatted', status='replace')
  do i = 1, n
    write (10, '(i3, 5f9.3)') i, (a(i, j), j = 1, m)
  end do
  write (10, '(7i5)') k
  close (10)
  b = -1
  open (10, file='dvmz2_io_files.dat', form='formatted', status='old')
  do i = 1, n
    read (10, '(3x, 5f9.3)') (b(i, j), j = 1, m)
  end do
  k = 0
  read (10, *) k
  close (10, status='delete')
  nbad = 0; d = 0
!dvm$ parallel (j, i) on a(i, j), reduction(sum(nbad), max(d)), remote_access(b(i, j))
  do j = 1, m
    do i = 1, n
      if (abs(a(i, j) - b(i, j)) > 1d-9) nbad = nbad + 1
      d = max(d, abs(a(i, j) - b(i, j)))
    end do
  end do
  print '(a, i4, es10.2)', 'formatted mismatches', nbad, d
  print '(7i5)', k
  open (11, file='dvmz2_io_files.bin', form='unformatted', status='replace')
  write (11) a
  write (11) k
  close (11)
  b = 0
  k = 0
  open (11, file='dvmz2_io_files.bin', form='unformatted', status='old')
  read (11) b
  read (11) k
  close (11, status='delete')
  print '(5f9.3)', b(n, :)
  print '(4f9.3)', b(2:n:2, 3)
  print '(3i5)', k(2:4)
  print *, sum(b), k(n)
end program dvmz2_io_files
