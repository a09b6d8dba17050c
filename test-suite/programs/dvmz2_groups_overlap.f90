! dvmh-test: grids=3:3x1 3:1x3
! SHADOW_GROUP / SHADOW_START / SHADOW_WAIT and REDUCTION_GROUP overlapped with computation:
! each step starts the renewal of two arrays' edges (one with CORNER), computes an interior
! update that needs no edges while the exchange is in flight, waits, then runs the stencil;
! the step's norms are collected in a reduction group started before an independent loop
! and waited after it.
program dvmz2_groups_overlap
  implicit none
  integer, parameter :: n = 17, m = 13
  real(8) :: u(n, m), v(n, m), w(n, m), f(n, m)
!dvm$ distribute u(block, block)
!dvm$ align (i, j) with u(i, j) :: v, w, f
!dvm$ reduction_group rg
  integer :: i, j, it
  real(8) :: su, vmax, cnt, fs
!dvm$ shadow_group sg(u(corner), v)
!dvm$ parallel (j, i) on u(i, j)
  do j = 1, m
    do i = 1, n
      u(i, j) = cos(0.2d0 * i) * sin(0.3d0 * j)
      v(i, j) = 0.01d0 * (i - j)
      f(i, j) = 1d0 / (i + j)
      w(i, j) = 0
    end do
  end do
  do it = 1, 6
!dvm$ shadow_start sg
!dvm$ parallel (j, i) on f(i, j)
    do j = 1, m
      do i = 1, n
        f(i, j) = f(i, j) * 0.9d0 + 0.001d0 * it
      end do
    end do
!dvm$ shadow_wait sg
!dvm$ parallel (j, i) on w(i, j)
    do j = 2, m - 1
      do i = 2, n - 1
        w(i, j) = 0.125d0 * (u(i - 1, j - 1) + u(i + 1, j + 1) + u(i - 1, j + 1) + u(i + 1, j - 1)) &
                  + 0.5d0 * (v(i, j - 1) + v(i, j + 1)) * 0.5d0 + f(i, j)
      end do
    end do
    su = 0; vmax = -1d30; cnt = 0
!dvm$ parallel (j, i) on u(i, j), reduction(rg: sum(su), max(vmax))
    do j = 2, m - 1
      do i = 2, n - 1
        u(i, j) = 0.5d0 * (u(i, j) + w(i, j))
        v(i, j) = v(i, j) + 0.1d0 * w(i, j)
        su = su + u(i, j)
        vmax = max(vmax, v(i, j))
      end do
    end do
!dvm$ reduction_start rg
    fs = 0
!dvm$ parallel (j, i) on f(i, j), reduction(sum(fs), sum(cnt))
    do j = 1, m
      do i = 1, n
        fs = fs + f(i, j)
        if (f(i, j) > 0.05d0) cnt = cnt + 1
      end do
    end do
!dvm$ reduction_wait rg
    print '(i3, 3f18.10, f6.0)', it, su, vmax, fs, cnt
  end do
  print '(3f16.10)', u(2, 2), v(n - 1, m - 1), w(n / 2, m / 2)
end program dvmz2_groups_overlap
