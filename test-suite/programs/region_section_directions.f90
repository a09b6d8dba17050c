! dvmh-test: grids=2:2x1 2:1x2
! REGION data directions of array sections (seed 000 ch. 3, actuality per sub-range): IN of
! a column piece uploads just it at the entry (the loops then bring the rest they use), OUT
! of the columns a loop writes neither uploads them nor leaves the host copy stale elsewhere
! (END REGION brings back just them; the gpu_kernels test checks the transfer log), INOUT of
! the interior, LOCAL and INLOCAL sections (brought back as OUT and INOUT ones), and sections
! whose bounds are expressions; host code between the regions reads and writes elements.
program region_section_directions
  implicit none
  integer, parameter :: n = 40, m = 30
  real(8) :: a(n, m), b(n, m), c(n, m), s1, s2, s3
  integer :: i, j, lo
!dvm$ distribute a(block, block)
!dvm$ align b(i, j) with a(i, j)
!dvm$ align c(i, j) with a(i, j)
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = dble(i) + 0.01d0 * dble(j)
      b(i, j) = -1.0d0
      c(i, j) = dble(mod(i * j, 7))
    end do
  end do
  lo = 3
!dvm$ region in(a(1:10, 5)), out(b(1:n, 1:3)), inout(c(lo - 1:n - 1, 2:m - 1))
!dvm$ parallel (j, i) on b(i, j)
  do j = 1, 3
    do i = 1, n
      b(i, j) = a(i, j) * 2 + 1
    end do
  end do
!dvm$ parallel (j, i) on c(i, j)
  do j = 2, m - 1
    do i = lo - 1, n - 1
      c(i, j) = c(i, j) + a(i, j) * 0.5d0
    end do
  end do
!dvm$ end region
  print '(a, 4f12.4)', ' b', b(1, 1), b(n, 3), b(5, 4), b(n, m)
  print '(a, 4f12.4)', ' c', c(1, 1), c(2, 2), c(n - 1, m - 1), c(n, m)
  b(7, 9) = 100.0d0
  a(3, 5) = -3.0d0
!dvm$ region local(b(1:n, 10:12)), inlocal(a(1:n/2, 5:6)), in(b(1:n, 7:9))
!dvm$ parallel (j, i) on b(i, j)
  do j = 10, 12
    do i = 1, n
      b(i, j) = a(i, j) + 1.0d0
    end do
  end do
!dvm$ parallel (j, i) on c(i, j)
  do j = 7, 9
    do i = 1, n
      c(i, j) = b(i, j) * 2
    end do
  end do
!dvm$ parallel (j, i) on a(i, j)
  do j = 5, 6
    do i = 1, n / 2
      a(i, j) = a(i, j) * 3.0d0
    end do
  end do
!dvm$ end region
  s1 = 0
  s2 = 0
  s3 = 0
!dvm$ parallel (j, i) on a(i, j), reduction(sum(s1), sum(s2), sum(s3))
  do j = 1, m
    do i = 1, n
      s1 = s1 + a(i, j) * mod(i + j, 3)
      s2 = s2 + b(i, j) * mod(i + 2 * j, 5)
      s3 = s3 + c(i, j) * mod(2 * i + j, 4)
    end do
  end do
  print '(a, 3f16.4)', ' s', s1, s2, s3
  print '(a, 4f12.4)', ' b', b(7, 9), b(7, 12), b(1, 10), b(n, 12)
  print '(a, 3f12.4)', ' a', a(3, 5), a(n / 2, 6), a(n / 2 + 1, 6)
end program region_section_directions
