! dvmh-test: grids=2:2x1 3:1x3 4:2x2 6:3x2
! A fourth-order diffusion step on a 2-D field: SHADOW(2:2, 2:2) on the field, a 13-point
! stencil (two points each way plus the four diagonals) needing SHADOW_RENEW with CORNER,
! then a cheaper second-order smoother renewing only one of the two declared layers
! (SHADOW_RENEW(U(1:1, 1:1)(CORNER))), and an upwind advection in +x that renews only the low
! edge of the first dimension (SHADOW_RENEW(V(2:0, 0:0))); unequal shadow widths on a second
! array (SHADOW V(2:0, 1:1)).
program dvmz5_shadow_wide_corner
  implicit none
  integer, parameter :: n = 26, m = 22, steps = 4
  real(8) :: u(n, m), w(n, m), v(n, m)
!dvm$ distribute u(block, block)
!dvm$ align w(i, j) with u(i, j)
!dvm$ align v(i, j) with u(i, j)
!dvm$ shadow u(2:2, 2:2)
!dvm$ shadow v(2:0, 1:1)
  integer :: i, j, it
  real(8) :: s, smax, vs
!dvm$ parallel (j, i) on u(i, j)
  do j = 1, m
    do i = 1, n
      u(i, j) = exp(-0.02d0 * ((i - 10)**2 + 2 * (j - 12)**2)) + 0.001d0 * i * j
      w(i, j) = u(i, j)
      v(i, j) = cos(0.3d0 * i) + 0.1d0 * j
    end do
  end do
  do it = 1, steps
!dvm$ parallel (j, i) on w(i, j), shadow_renew(u(corner))
    do j = 3, m - 2
      do i = 3, n - 2
        w(i, j) = u(i, j) + 0.05d0 * ( &
          (-u(i - 2, j) + 16d0 * u(i - 1, j) - 30d0 * u(i, j) + 16d0 * u(i + 1, j) - u(i + 2, j)) / 12d0 + &
          (-u(i, j - 2) + 16d0 * u(i, j - 1) - 30d0 * u(i, j) + 16d0 * u(i, j + 1) - u(i, j + 2)) / 12d0) &
          + 0.01d0 * (u(i + 1, j + 1) - u(i - 1, j + 1) - u(i + 1, j - 1) + u(i - 1, j - 1))
      end do
    end do
!dvm$ parallel (j, i) on u(i, j)
    do j = 3, m - 2
      do i = 3, n - 2
        u(i, j) = w(i, j)
      end do
    end do
!dvm$ parallel (j, i) on w(i, j), shadow_renew(u(1:1, 1:1)(corner))
    do j = 2, m - 1
      do i = 2, n - 1
        w(i, j) = 0.5d0 * u(i, j) + 0.0625d0 * (u(i - 1, j) + u(i + 1, j) + u(i, j - 1) + u(i, j + 1)) &
                  + 0.0625d0 * (u(i - 1, j - 1) + u(i + 1, j + 1) + u(i - 1, j + 1) + u(i + 1, j - 1))
      end do
    end do
!dvm$ parallel (j, i) on w(i, j), shadow_renew(v(2:0, 0:0))
    do j = 1, m
      do i = 3, n
        w(i, j) = w(i, j) + 0.1d0 * (1.5d0 * v(i, j) - 2d0 * v(i - 1, j) + 0.5d0 * v(i - 2, j))
      end do
    end do
!dvm$ parallel (j, i) on v(i, j), shadow_renew(v(0:0, 1:1))
    do j = 2, m - 1
      do i = 1, n
        w(i, j) = w(i, j) + 0.01d0 * (v(i, j + 1) - v(i, j - 1))
      end do
    end do
!dvm$ parallel (j, i) on u(i, j)
    do j = 2, m - 1
      do i = 2, n - 1
        u(i, j) = w(i, j)
        v(i, j) = 0.9d0 * v(i, j) + 0.1d0 * w(i, j)
      end do
    end do
    s = 0d0
    smax = -1d30
    vs = 0d0
!dvm$ parallel (j, i) on u(i, j), reduction(sum(s), max(smax), sum(vs))
    do j = 1, m
      do i = 1, n
        s = s + u(i, j)
        smax = max(smax, u(i, j))
        vs = vs + v(i, j) * i
      end do
    end do
    print '(i2, 3f20.12)', it, s, smax, vs
  end do
  print '(4f16.11)', u(10, 12), u(3, 3), u(n - 2, m - 2), v(n / 2, m / 2)
end program dvmz5_shadow_wide_corner
