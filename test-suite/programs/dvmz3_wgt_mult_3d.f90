! dvmh-test: grids=4:2x2x1 4:1x2x2 3:1x1x3 2:1x2x1
! A 3-D field of odd extents distributed over a 3-D processor grid with three different
! formats at once: WGT_BLOCK whose weights are computed at run time (the cost of a row grows
! with its index), MULT_BLOCK(3) and BLOCK; a second array aligned with a shift; a 7-point
! smoother with SHADOW_RENEW, then SUM, MAXLOC with three location variables and MINLOC.
program dvmz3_wgt_mult_3d
  implicit none
  integer, parameter :: nx = 37, ny = 30, nz = 7
  real(8) :: wx(nx)
  real(8), allocatable :: a(:, :, :), b(:, :, :)
!dvm$ distribute a(wgt_block(wx, nx), mult_block(3), block)
!dvm$ align b(i, j, k) with a(i, j, k)
  integer :: i, j, k, it, lmax(3), lmin(3)
  real(8) :: s, amax, amin
  do i = 1, nx
    wx(i) = 1d0 + 0.5d0 * mod(i * 7, 5) + i / 10d0
  end do
  allocate (a(nx, ny, nz), b(nx, ny, nz))
!dvm$ parallel (k, j, i) on a(i, j, k)
  do k = 1, nz
    do j = 1, ny
      do i = 1, nx
        a(i, j, k) = mod(i * 13 + j * 7 + k * 3, 17) + 0.001d0 * (i + 40 * j + 1300 * k)
        b(i, j, k) = 0d0
      end do
    end do
  end do
  do it = 1, 3
!dvm$ parallel (k, j, i) on b(i, j, k), shadow_renew(a)
    do k = 2, nz - 1
      do j = 2, ny - 1
        do i = 2, nx - 1
          b(i, j, k) = (a(i - 1, j, k) + a(i + 1, j, k) + a(i, j - 1, k) + a(i, j + 1, k) &
                       + a(i, j, k - 1) + a(i, j, k + 1) + 2d0 * a(i, j, k)) / 8d0
        end do
      end do
    end do
!dvm$ parallel (k, j, i) on a(i, j, k)
    do k = 2, nz - 1
      do j = 2, ny - 1
        do i = 2, nx - 1
          a(i, j, k) = b(i, j, k)
        end do
      end do
    end do
  end do
  s = 0
  amax = -1d30
  amin = 1d30
  lmax = 0
  lmin = 0
!dvm$ parallel (k, j, i) on a(i, j, k), reduction(sum(s), maxloc(amax, lmax, 3), &
!dvm$& minloc(amin, lmin, 3))
  do k = 1, nz
    do j = 1, ny
      do i = 1, nx
        s = s + a(i, j, k)
        if (a(i, j, k) > amax) then
          amax = a(i, j, k)
          lmax(1) = i
          lmax(2) = j
          lmax(3) = k
        end if
        if (a(i, j, k) < amin) then
          amin = a(i, j, k)
          lmin = [i, j, k]
        end if
      end do
    end do
  end do
  write (*, '(a, f18.8)') 'sum', s
  write (*, '(a, f14.8, 3i4)') 'max', amax, lmax
  write (*, '(a, f14.8, 3i4)') 'min', amin, lmin
  write (*, '(3f14.8)') a(1, 1, 1), a(19, 15, 4), a(nx, ny, nz)
  write (*, '(3f14.8)') b(2, 2, 2), b(36, 29, 6), b(20, 3, 5)
end program dvmz3_wgt_mult_3d
