! dvmh-test: grids=4:2x2 4:4x1 4:1x4 3:1x3
! Two wavefront sweeps in opposite directions, as in an upwind transport solver with
! alternating sweep directions: the first runs both dimensions forward, the second both
! backward (negative steps, ACROSS with anti widths only), the third mixed (one forward, one
! backward); the solution array is aligned with a shift onto a template, and the source term
! array is aligned with it.
program across_reverse
  implicit none
  integer, parameter :: n = 23, m = 19
  real(8) :: phi(n, m), src(n, m), s
  integer :: i, j, sweep
!dvm$ template t(0:n + 1, 0:m + 1)
!dvm$ distribute t(block, block)
!dvm$ align phi(i, j) with t(i + 1, j - 1)
!dvm$ align src(i, j) with phi(i, j)
!dvm$ shadow phi(1:1, 1:1)
!dvm$ parallel (j, i) on phi(i, j)
  do j = 1, m
    do i = 1, n
      phi(i, j) = 0
      src(i, j) = mod(i * j, 5) * 0.2d0
      if (i == 1 .or. j == 1 .or. i == n .or. j == m) phi(i, j) = 1
    end do
  end do
  do sweep = 1, 2
!dvm$ parallel (j, i) on phi(i, j), across(phi(1:0, 1:0))
    do j = 2, m - 1
      do i = 2, n - 1
        phi(i, j) = (src(i, j) + 0.6d0 * phi(i - 1, j) + 0.4d0 * phi(i, j - 1)) / 1.3d0
      end do
    end do
!dvm$ parallel (j, i) on phi(i, j), across(phi(0:1, 0:1))
    do j = m - 1, 2, -1
      do i = n - 1, 2, -1
        phi(i, j) = (src(i, j) + 0.5d0 * phi(i + 1, j) + 0.5d0 * phi(i, j + 1)) / 1.3d0
      end do
    end do
!dvm$ parallel (j, i) on phi(i, j), across(phi(1:0, 0:1))
    do j = m - 1, 2, -1
      do i = 2, n - 1
        phi(i, j) = (src(i, j) + 0.7d0 * phi(i - 1, j) + 0.3d0 * phi(i, j + 1)) / 1.3d0
      end do
    end do
  end do
  s = 0
!dvm$ parallel (j, i) on phi(i, j), reduction(sum(s))
  do j = 1, m
    do i = 1, n
      s = s + phi(i, j) * (i + 3 * j)
    end do
  end do
  write (*, '(a, es24.15)') 'checksum', s
  write (*, '(4es24.15)') phi(2, 2), phi(n - 1, m - 1), phi(n / 2, m / 2), phi(2, m - 1)
end program across_reverse
