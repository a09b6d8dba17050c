! dvmh-test: grids=4:4x1 4:1x4 3:1x3
! ACROSS loops with negative steps, in a REGION and outside one: the wavefront over the
! processes starts from the high end of every distributed dimension the loop runs backwards
! along, and on a device the hyperplanes follow the loop's own iteration order (a backward
! sweep's plane 0 is its corner (n, m)). A 2-D sweep backwards in both dimensions with a MAX
! reduction, one backwards in j only (flow along j from j+1, anti along i), and a host loop
! that sweeps backwards along a distributed dimension.
program region_across_back
  implicit none
  integer, parameter :: n = 150, m = 170
  real(8) :: a(n, m), b(n, m), eps, s
  integer :: i, j, it
!dvm$ distribute a(block, block)
!dvm$ align b(i, j) with a(i, j)
!dvm$ region
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = mod(i * 5 + j * 3, 11) * 0.125d0
      b(i, j) = mod(i + j * 2, 7) * 0.25d0
    end do
  end do
  do it = 1, 2
    eps = 0
!dvm$ parallel (j, i) on a(i, j), across(a(1:1, 1:1)), reduction(max(eps)), private(s)
    do j = m - 1, 2, -1
      do i = n - 1, 2, -1
        s = 0.25d0 * (a(i - 1, j) + a(i + 1, j) + a(i, j - 1) + a(i, j + 1))
        eps = max(eps, abs(s - a(i, j)))
        a(i, j) = s
      end do
    end do
    print '(a, i2, a, f20.12)', ' it =', it, '  eps =', eps
  end do
!dvm$ parallel (i, j) on b(i, j), across(b(0:1, 0:1))
  do i = 1, n - 1
    do j = m - 1, 1, -1
      b(i, j) = 0.5d0 * b(i, j + 1) + 0.25d0 * b(i + 1, j) + 0.125d0 * b(i, j)
    end do
  end do
!dvm$ end region
!dvm$ parallel (j, i) on b(i, j), across(b(1:1, 0:0))
  do j = 1, m
    do i = n - 1, 2, -1
      b(i, j) = b(i, j) + 0.5d0 * b(i - 1, j) - 0.25d0 * b(i + 1, j)
    end do
  end do
  s = 0
!dvm$ parallel (j, i) on a(i, j), reduction(sum(s))
  do j = 1, m
    do i = 1, n
      s = s + a(i, j) * mod(i + j, 3) + b(i, j)
    end do
  end do
  print '(a, f24.10)', ' s =', s
  print '(4f16.10)', a(2, 2), a(n / 2, m / 2), b(1, 1), b(n / 3, m / 2)
end program region_across_back
