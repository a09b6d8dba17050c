! dvmh-test: grids=3:3x1x1 3:1x1x3 4:1x2x2
! ACROSS in 3-D with STAGE and both flow and anti dependences of different widths: a
! Gauss-Seidel-like sweep reading new values at I-2, I-1, J-1, K-1 (flow) and old values at
! I+1, J+1 (anti), with ACROSS(A(2:1, 1:1, 1:0)), pipelined in STAGE(2) and STAGE(3)
! portions, then a backward sweep; residuals by MAX reduction; odd sizes.
program dvmz2_across_stage3d
  implicit none
  integer, parameter :: nx = 13, ny = 11, nz = 9
  real(8) :: a(nx, ny, nz)
!dvm$ distribute a(block, block, block)
!dvm$ shadow a(2:2, 1:1, 1:1)
  integer :: i, j, k, it
  real(8) :: eps, s, old
!dvm$ parallel (k, j, i) on a(i, j, k)
  do k = 1, nz
    do j = 1, ny
      do i = 1, nx
        a(i, j, k) = 0
        if (i <= 2 .or. j == 1 .or. k == 1) a(i, j, k) = 1d0 + 0.01d0 * (i + j + k)
        if (i == nx .or. j == ny .or. k == nz) a(i, j, k) = 0.5d0
      end do
    end do
  end do
  do it = 1, 4
    eps = 0
!dvm$ parallel (k, j, i) on a(i, j, k), across(a(2:1, 1:1, 1:0)), stage(2), &
!dvm$ reduction(max(eps)), private(old)
    do k = 2, nz - 1
      do j = 2, ny - 1
        do i = 3, nx - 1
          old = a(i, j, k)
          a(i, j, k) = (0.5d0 * a(i - 2, j, k) + a(i - 1, j, k) + a(i + 1, j, k) + &
                        a(i, j - 1, k) + a(i, j + 1, k) + 1.5d0 * a(i, j, k - 1)) / 6d0
          eps = max(eps, abs(a(i, j, k) - old))
        end do
      end do
    end do
    print '(a, i2, e16.8)', 'fwd', it, eps
  end do
  eps = 0
!dvm$ parallel (k, j, i) on a(i, j, k), across(a(1:2, 1:1, 0:1)), stage(3), &
!dvm$ reduction(max(eps)), private(old)
  do k = nz - 1, 2, -1
    do j = ny - 1, 2, -1
      do i = nx - 2, 2, -1
        old = a(i, j, k)
        a(i, j, k) = (a(i - 1, j, k) + a(i + 1, j, k) + 0.5d0 * a(i + 2, j, k) + &
                      a(i, j - 1, k) + a(i, j + 1, k) + 1.5d0 * a(i, j, k + 1)) / 6d0
        eps = max(eps, abs(a(i, j, k) - old))
      end do
    end do
  end do
  s = 0
!dvm$ parallel (k, j, i) on a(i, j, k), reduction(sum(s))
  do k = 1, nz
    do j = 1, ny
      do i = 1, nx
        s = s + a(i, j, k) * (i + 2 * j + 3 * k)
      end do
    end do
  end do
  print '(a, e16.8, f20.8)', 'bwd', eps, s
  print '(3f18.12)', a(3, 2, 2), a(nx / 2, ny / 2, nz / 2), a(nx - 2, ny - 1, nz - 1)
end program dvmz2_across_stage3d
