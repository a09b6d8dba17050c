! dvmh-test: grids=4:2x2
! Fortran-DVMH: a distributed 2-D array computed in a parallel loop, saved to an unformatted
! sequential file and to a direct-access file (one record per column), read back into aligned
! arrays, compared with a MAX reduction; I/O statements outside parallel loops.
program dunf
  implicit none
  integer, parameter :: n = 6, m = 5
  real(8) :: a(n, m), b(n, m), c(n, m), diff, s
  integer :: i, j, ios
!dvm$ distribute a(block, block)
!dvm$ align b(i, j) with a(i, j)
!dvm$ align c(i, j) with a(i, j)
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = sin(dble(i)) * j + 0.01d0 * i * j
    end do
  end do
  open (81, file='whole.bin', form='unformatted', status='replace')
  write (81) ((a(i, j), i = 1, n), j = 1, m)
  close (81)
  open (82, file='cols.bin', form='unformatted', access='direct', recl=8 * n, &
        status='replace')
  do j = 1, m
    write (82, rec=m + 1 - j) (a(i, j), i = 1, n)
  end do
  open (81, file='whole.bin', form='unformatted', status='old')
  read (81) ((b(i, j), i = 1, n), j = 1, m)
  read (81, iostat=ios) s
  print *, 'second record missing:', ios < 0
  close (81, status='delete')
  do j = 1, m
    read (82, rec=j) (c(i, m + 1 - j), i = 1, n)
  end do
  close (82, status='delete')
  diff = 0
  s = 0
!dvm$ parallel (j, i) on a(i, j), reduction(max(diff), sum(s))
  do j = 1, m
    do i = 1, n
      diff = max(diff, abs(a(i, j) - b(i, j)), abs(a(i, j) - c(i, j)))
      s = s + c(i, j)
    end do
  end do
  print *, 'max difference', diff
  write (*, '(a, f16.10)') ' checksum ', s
  write (*, '(6f9.4)') ((c(i, j), i = 1, n), j = 1, m, 2)
end program
