! dvmh-test: grids=4:2x2 3:1x3 3:3x1
! ADI-style relaxation: each step sweeps forward along dimension 1 (ACROSS on that
! dimension only), then backward along dimension 2 (ACROSS, negative step), then a Jacobi
! smoothing with SHADOW_RENEW; a MAX reduction of the change per step. Odd extents.
program dvmz4_adi_alternate
  implicit none
  integer, parameter :: nx = 15, ny = 13, steps = 4
  real(8) :: u(nx, ny), w(nx, ny), dmax, old
  integer :: i, j, it
!dvm$ distribute u(block, block)
!dvm$ align w(i, j) with u(i, j)
!dvm$ shadow u(1:1, 1:1)
!dvm$ parallel (j, i) on u(i, j)
  do j = 1, ny
    do i = 1, nx
      u(i, j) = dble(mod(i * 7 + j * 3, 11)) / 10d0
      if (i == 1 .or. j == ny) u(i, j) = 1d0
      w(i, j) = 0d0
    end do
  end do
  do it = 1, steps
!dvm$ parallel (j, i) on u(i, j), across(u(1:0, 0:0))
    do j = 1, ny
      do i = 2, nx
        u(i, j) = 0.6d0 * u(i, j) + 0.4d0 * u(i - 1, j)
      end do
    end do
!dvm$ parallel (j, i) on u(i, j), across(u(0:0, 0:1))
    do j = ny - 1, 1, -1
      do i = 1, nx
        u(i, j) = 0.5d0 * u(i, j) + 0.5d0 * u(i, j + 1)
      end do
    end do
!dvm$ parallel (j, i) on w(i, j), shadow_renew(u)
    do j = 2, ny - 1
      do i = 2, nx - 1
        w(i, j) = 0.25d0 * (u(i - 1, j) + u(i + 1, j) + u(i, j - 1) + u(i, j + 1))
      end do
    end do
    dmax = 0d0
!dvm$ parallel (j, i) on u(i, j), reduction(max(dmax)), private(old)
    do j = 2, ny - 1
      do i = 2, nx - 1
        old = u(i, j)
        u(i, j) = 0.5d0 * (old + w(i, j))
        dmax = max(dmax, abs(u(i, j) - old))
      end do
    end do
    print '(i3, f16.12)', it, dmax
  end do
  print '(3f16.12)', u(2, 2), u(nx / 2, ny / 2), u(nx - 1, ny - 1)
  print '(f18.10)', sum(u)
end program dvmz4_adi_alternate
