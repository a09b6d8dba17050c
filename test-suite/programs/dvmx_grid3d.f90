! dvmh-test: grids=8:2x2x2 6:1x2x3 6:3x2x1 5:5x1x1 7:1x1x7 4:1x4x1
! A 3-D array on a 3-D processor grid (and 4-D data on three distributed axes): a 7-point
! stencil with SHADOW_RENEW, an ACROSS sweep on all three dimensions, and reductions. The
! extents are small and odd, so on 5 or 7 processes along one axis some own one plane or none.
program dvmx_grid3d
  implicit none
  integer, parameter :: n = 6, m = 5, l = 7
  real(8) :: u(n, m, l), v(n, m, l), q(2, n, m, l)
  integer :: i, j, k, c, it
  real(8) :: s, d, qs
!dvm$ distribute u(block, block, block)
!dvm$ align v(i, j, k) with u(i, j, k)
!dvm$ align q(*, i, j, k) with u(i, j, k)
!dvm$ parallel (k, j, i) on u(i, j, k)
  do k = 1, l
    do j = 1, m
      do i = 1, n
        u(i, j, k) = i + 10 * j + 100 * k
        v(i, j, k) = 0
      end do
    end do
  end do
  do it = 1, 2
!dvm$ parallel (k, j, i) on v(i, j, k), shadow_renew(u)
    do k = 2, l - 1
      do j = 2, m - 1
        do i = 2, n - 1
          v(i, j, k) = (u(i - 1, j, k) + u(i + 1, j, k) + u(i, j - 1, k) + u(i, j + 1, k) &
                        + u(i, j, k - 1) + u(i, j, k + 1)) / 6 + 0.5d0
        end do
      end do
    end do
    d = 0
!dvm$ parallel (k, j, i) on u(i, j, k), reduction(max(d))
    do k = 2, l - 1
      do j = 2, m - 1
        do i = 2, n - 1
          d = max(d, abs(u(i, j, k) - v(i, j, k)))
          u(i, j, k) = v(i, j, k)
        end do
      end do
    end do
    print '(i2, f14.6)', it, d
  end do
!dvm$ parallel (k, j, i) on u(i, j, k), across(u(1:0, 1:0, 1:0))
  do k = 2, l
    do j = 2, m
      do i = 2, n
        u(i, j, k) = (u(i - 1, j, k) + u(i, j - 1, k) + u(i, j, k - 1)) * 0.34d0
      end do
    end do
  end do
!dvm$ parallel (k, j, i) on q(*, i, j, k), private(c)
  do k = 1, l
    do j = 1, m
      do i = 1, n
        do c = 1, 2
          q(c, i, j, k) = u(i, j, k) * c
        end do
      end do
    end do
  end do
  s = 0; qs = 0
!dvm$ parallel (k, j, i) on u(i, j, k), reduction(sum(s), sum(qs))
  do k = 1, l
    do j = 1, m
      do i = 1, n
        s = s + u(i, j, k) * (i + j + k)
        qs = qs + q(1, i, j, k) - q(2, i, j, k) * 0.25d0
      end do
    end do
  end do
  print '(2f20.6)', s, qs
  print '(3f16.6)', u(n, m, l), u(2, 2, 2), q(2, 3, 4, 5)
end program
