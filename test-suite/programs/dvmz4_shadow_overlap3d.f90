! dvmh-test: grids=4:2x2x1 3:1x1x3 2:2x1x1
! Overlapping communication with computation on a 3-D grid: a SHADOW_GROUP of two arrays
! with different widths (one with CORNER) is started, the interior points that need no
! edges are computed meanwhile, then SHADOW_WAIT and the points next to the block edges;
! the same again with SHADOW_START/SHADOW_WAIT as clauses of the parallel loops; checked
! against one plain SHADOW_RENEW sweep.
program dvmz4_shadow_overlap3d
  implicit none
  integer, parameter :: n = 10, m = 9, l = 8
  real(8) :: a(n, m, l), b(n, m, l), c(n, m, l), d(n, m, l)
  integer :: i, j, k, it
!dvm$ distribute a(block, block, block)
!dvm$ align (i, j, k) with a(i, j, k) :: b, c, d
!dvm$ shadow a(1:1, 1:1, 1:1)
!dvm$ shadow b(2:2, 1:1, 0:1)
!dvm$ shadow_group sg(a(corner), b)
!dvm$ parallel (k, j, i) on a(i, j, k)
  do k = 1, l
    do j = 1, m
      do i = 1, n
        a(i, j, k) = sin(0.3d0 * i) + cos(0.2d0 * j) + 0.01d0 * k
        b(i, j, k) = dble(mod(i + 2 * j + 3 * k, 5))
        c(i, j, k) = 0d0
        d(i, j, k) = 0d0
      end do
    end do
  end do
  do it = 1, 2
!dvm$ shadow_start sg
!dvm$ parallel (k, j, i) on d(i, j, k)
    do k = 1, l
      do j = 1, m
        do i = 1, n
          d(i, j, k) = a(i, j, k) * it
        end do
      end do
    end do
!dvm$ shadow_wait sg
!dvm$ parallel (k, j, i) on c(i, j, k)
    do k = 2, l - 1
      do j = 2, m - 1
        do i = 3, n - 2
          c(i, j, k) = a(i - 1, j - 1, k) + a(i + 1, j + 1, k) + a(i, j, k + 1) &
               + b(i - 2, j, k) + b(i + 2, j, k) + b(i, j, k + 1) &
               + d(i, j, k)
        end do
      end do
    end do
!dvm$ parallel (k, j, i) on b(i, j, k)
    do k = 1, l
      do j = 1, m
        do i = 1, n
          b(i, j, k) = b(i, j, k) * 0.5d0 + c(i, j, k) * 0.1d0
        end do
      end do
    end do
!dvm$ parallel (k, j, i) on a(i, j, k), shadow_start sg
    do k = 1, l
      do j = 1, m
        do i = 1, n
          a(i, j, k) = a(i, j, k) + 0.01d0 * c(i, j, k)
        end do
      end do
    end do
!dvm$ parallel (k, j, i) on c(i, j, k), shadow_wait sg
    do k = 2, l - 1
      do j = 2, m - 1
        do i = 3, n - 2
          c(i, j, k) = c(i, j, k) + a(i - 1, j + 1, k) - a(i + 1, j - 1, k) + b(i - 2, j, k) - b(i, j + 1, k)
        end do
      end do
    end do
    print '(i2, 2f18.7)', it, sum(c), sum(a)
  end do
  print '(4f16.10)', c(3, 2, 2), c(n - 2, m - 1, l - 1), a(5, 5, 5), b(3, 4, 5)
end program dvmz4_shadow_overlap3d
