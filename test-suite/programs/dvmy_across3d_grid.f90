! dvmh-test: grids=4:2x2 6:2x3 6:3x2 8:4x2
! ACROSS with STAGE on a 3-D array distributed in its last two dimensions (*, BLOCK, BLOCK):
! a symmetric Gauss-Seidel sweep forward and backward (negative steps), with the processor
! grid given by DVMH_PROC_GRID, and a residual by a separate shadow-renewing loop.
program dvmy_across3d_grid
  implicit none
  integer, parameter :: n = 8, m = 9, l = 10
  real(8) :: a(n, m, l), r(n, m, l)
  integer :: i, j, k, it
  real(8) :: rmax, s
!dvm$ distribute a(*, block, block)
!dvm$ align r(i, j, k) with a(i, j, k)
!dvm$ shadow a(1:1, 1:1, 1:1)
!dvm$ parallel (k, j, i) on a(i, j, k)
  do k = 1, l
    do j = 1, m
      do i = 1, n
        a(i, j, k) = 0
        if (i == 1 .or. j == 1 .or. k == 1 .or. i == n .or. j == m .or. k == l) &
          a(i, j, k) = i + 2 * j + 3 * k
      end do
    end do
  end do
  do it = 1, 3
!dvm$ parallel (k, j, i) on a(i, j, k), across(a(1:1, 1:1, 1:1)), stage(2)
    do k = 2, l - 1
      do j = 2, m - 1
        do i = 2, n - 1
          a(i, j, k) = (a(i - 1, j, k) + a(i + 1, j, k) + a(i, j - 1, k) + a(i, j + 1, k) &
            + a(i, j, k - 1) + a(i, j, k + 1)) / 6
        end do
      end do
    end do
!dvm$ parallel (k, j, i) on a(i, j, k), across(a(1:1, 1:1, 1:1)), stage(3)
    do k = l - 1, 2, -1
      do j = m - 1, 2, -1
        do i = n - 1, 2, -1
          a(i, j, k) = (a(i - 1, j, k) + a(i + 1, j, k) + a(i, j - 1, k) + a(i, j + 1, k) &
            + a(i, j, k - 1) + a(i, j, k + 1)) / 6
        end do
      end do
    end do
    rmax = 0
!dvm$ parallel (k, j, i) on r(i, j, k), shadow_renew(a), reduction(max(rmax))
    do k = 2, l - 1
      do j = 2, m - 1
        do i = 2, n - 1
          r(i, j, k) = a(i - 1, j, k) + a(i + 1, j, k) + a(i, j - 1, k) + a(i, j + 1, k) &
            + a(i, j, k - 1) + a(i, j, k + 1) - 6 * a(i, j, k)
          rmax = max(rmax, abs(r(i, j, k)))
        end do
      end do
    end do
    print '(i3, f18.10)', it, rmax
  end do
  s = 0
!dvm$ parallel (k, j, i) on a(i, j, k), reduction(sum(s))
  do k = 1, l
    do j = 1, m
      do i = 1, n
        s = s + a(i, j, k) * (i + j * 0.1d0 + k * 0.01d0)
      end do
    end do
  end do
  print '(f22.8)', s
end program dvmy_across3d_grid
