! dvmh-test: grids=4:2x2 4:4x1 3:1x3
! Distributed arrays of COMPLEX(8), INTEGER(8) and LOGICAL (and INTEGER(2), REAL(4)) aligned
! together on odd extents: a complex stencil with SHADOW_RENEW, INTEGER(8) values beyond the
! 32-bit range, a LOGICAL mask computed in one loop and used in the next, SUM of COMPLEX,
! MAX of INTEGER(8), COUNT of LOGICAL by an INTEGER sum; whole arrays printed.
program dvmz3_typed_dist
  implicit none
  integer, parameter :: n = 13, m = 9
  complex(8) :: z(n, m), zn(n, m)
  integer(8) :: k8(n, m)
  logical :: mask(n, m)
  integer(2) :: k2(n, m)
  real(4) :: r4(n, m)
!dvm$ distribute z(block, block)
!dvm$ align (i, j) with z(i, j) :: zn, k8, mask, k2, r4
  integer :: i, j, it, cnt
  complex(8) :: zs
  integer(8) :: kmax, ksum
!dvm$ parallel (j, i) on z(i, j)
  do j = 1, m
    do i = 1, n
      z(i, j) = cmplx(i * 0.5d0, -j * 0.25d0, kind=8)
      zn(i, j) = (0d0, 0d0)
      k8(i, j) = int(i, 8) * 1000000007_8 + int(j, 8) * 3_8**20
      k2(i, j) = int(i * 100 - j * 7, 2)
      r4(i, j) = real(i, 4) / real(j, 4)
    end do
  end do
  do it = 1, 3
!dvm$ parallel (j, i) on zn(i, j), shadow_renew(z)
    do j = 2, m - 1
      do i = 2, n - 1
        zn(i, j) = 0.25d0 * (z(i - 1, j) + z(i + 1, j) + z(i, j - 1) + z(i, j + 1)) &
                   * (0d0, 1d0) + conjg(z(i, j)) * 0.1d0
      end do
    end do
!dvm$ parallel (j, i) on z(i, j)
    do j = 2, m - 1
      do i = 2, n - 1
        z(i, j) = zn(i, j)
      end do
    end do
  end do
!dvm$ parallel (j, i) on mask(i, j)
  do j = 1, m
    do i = 1, n
      mask(i, j) = real(z(i, j)) > aimag(z(i, j)) .neqv. mod(k8(i, j), 3_8) == 0
    end do
  end do
  zs = (0d0, 0d0)
  kmax = -huge(kmax)
  ksum = 0
  cnt = 0
!dvm$ parallel (j, i) on mask(i, j), reduction(sum(zs), max(kmax), sum(ksum), sum(cnt))
  do j = 1, m
    do i = 1, n
      if (mask(i, j)) then
        zs = zs + z(i, j)
        cnt = cnt + 1
        k8(i, j) = k8(i, j) * 3_8 - k2(i, j)
      else
        k2(i, j) = -k2(i, j)
      end if
      kmax = max(kmax, k8(i, j))
      ksum = ksum + k8(i, j) / 1000_8 + k2(i, j)
    end do
  end do
  write (*, '(2f20.12, i4)') zs, cnt
  write (*, '(2i22)') kmax, ksum
  write (*, '(13l2)') mask
  write (*, '(13i6)') k2
  write (*, '(4i22)') k8(1, 1), k8(n, m), k8(7, 5), k8(2, 9)
  write (*, '(6f12.5)') r4(1:n:4, 1:m:3)
  write (*, '(4f14.8)') z(7, 5), z(2, 2)
end program dvmz3_typed_dist
