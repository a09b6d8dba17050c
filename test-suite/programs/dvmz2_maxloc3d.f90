! dvmh-test: grids=3:3x1x1 3:1x1x3 4:2x1x2
! MAXLOC / MINLOC reductions with location arrays in 3-D: the extremes of a field with
! ties (the serial order decides), the location arrays of 3 elements, over a (BLOCK, BLOCK,
! BLOCK) distribution; also MAXLOC of an integer array and the intrinsic MAXLOC/MINLOC
! of the distributed arrays outside loops.
program dvmz2_maxloc3d
  implicit none
  integer, parameter :: nx = 10, ny = 7, nz = 5
  real(8) :: a(nx, ny, nz)
  integer :: ia(nx, ny, nz)
!dvm$ distribute a(block, block, block)
!dvm$ align ia(i, j, k) with a(i, j, k)
  integer :: i, j, k, it
  integer :: lmax(3), lmin(3), lint(3), l2(3)
  real(8) :: amax, amin
  integer :: imx
  do it = 1, 3
!dvm$ parallel (k, j, i) on a(i, j, k)
    do k = 1, nz
      do j = 1, ny
        do i = 1, nx
          a(i, j, k) = anint(10 * sin(0.7d0 * i * it + 0.3d0 * j - 0.5d0 * k))
          ia(i, j, k) = mod(i * 7 + j * 3 * it + k * 11, 17)
        end do
      end do
    end do
    amax = -huge(1d0); amin = huge(1d0); imx = -1
    lmax = 0; lmin = 0; lint = 0
!dvm$ parallel (k, j, i) on a(i, j, k), reduction(maxloc(amax, lmax, 3), &
!dvm$ minloc(amin, lmin, 3), maxloc(imx, lint, 3))
    do k = 1, nz
      do j = 1, ny
        do i = 1, nx
          if (a(i, j, k) > amax) then
            amax = a(i, j, k)
            lmax(1) = i; lmax(2) = j; lmax(3) = k
          end if
          if (a(i, j, k) < amin) then
            amin = a(i, j, k)
            lmin(1) = i; lmin(2) = j; lmin(3) = k
          end if
          if (ia(i, j, k) > imx) then
            imx = ia(i, j, k)
            lint(1) = i; lint(2) = j; lint(3) = k
          end if
        end do
      end do
    end do
    print '(i2, 2f6.1, 6i4, i4, 3i4)', it, amax, amin, lmax, lmin, imx, lint
  end do
  l2 = maxloc(a)
  print '(a, 3i4)', 'maxloc', l2
  l2 = minloc(ia)
  print '(a, 3i4)', 'minloc', l2
end program dvmz2_maxloc3d
