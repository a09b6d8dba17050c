! Boundary coupling as ocean and plasma codes do it: inside a REGION, a loop reads the
! opposite edge of a distributed array through REMOTE_ACCESS (periodic wrap of a whole column,
! which may live on another process) with a weight from a non-distributed table, next to
! device loops that update the interior. The REMOTE_ACCESS loop runs on the host, so the
! arrays' actuality must follow it between the device loops; sums and samples per step.
! dvmh-test: grids=4:2x2 4:4x1 2:1x2
program region3_remote_access
  implicit none
  integer, parameter :: n = 24, m = 20, nsteps = 3
  real(8) :: a(n, m), b(n, m), wrap(3)
  real(8) :: s, amax
  integer :: i, j, step
!dvm$ distribute a(block, block)
!dvm$ align b(i, j) with a(i, j)
!dvm$ shadow a(1:1, 1:1)
  wrap = [0.25d0, 0.5d0, 0.25d0]
!dvm$ region
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = cos(0.2d0 * i) + 0.1d0 * mod(i + 2 * j, 7)
      b(i, j) = 0
    end do
  end do
!dvm$ end region
  do step = 1, nsteps
!dvm$ region
!dvm$ parallel (j, i) on b(i, j), shadow_renew(a)
    do j = 2, m - 1
      do i = 2, n - 1
        b(i, j) = 0.5d0 * a(i, j) + 0.125d0 * (a(i - 1, j) + a(i + 1, j) + a(i, j - 1) + a(i, j + 1))
      end do
    end do
    ! Periodic wrap: column 1 takes the weighted last interior column.
!dvm$ parallel (i) on b(i, 1), remote_access(a(:, m - 1))
    do i = 2, n - 1
      b(i, 1) = wrap(1) * a(i - 1, m - 1) + wrap(2) * a(i, m - 1) + wrap(3) * a(i + 1, m - 1)
    end do
!dvm$ parallel (j, i) on a(i, j)
    do j = 1, m - 1
      do i = 2, n - 1
        a(i, j) = b(i, j)
      end do
    end do
    s = 0
    amax = -1d30
!dvm$ parallel (j, i) on a(i, j), reduction(sum(s), max(amax))
    do j = 1, m
      do i = 1, n
        s = s + a(i, j) * (1 + mod(i * j, 3))
        amax = max(amax, a(i, j))
      end do
    end do
!dvm$ end region
    print '(a, i2, 2es22.14)', 'step', step, s, amax
    wrap(2) = wrap(2) * 0.9d0
  end do
!dvm$ get_actual(a)
  print '(3es22.14)', a(2, 1), a(n / 2, m / 2), a(n - 1, m - 1)
end program
