! dvmh-test: grids=2:1x2 2:2x1 4:2x2 3:1x3 3:3x1
! ACROSS with CORNER whose body reads all eight neighbours: the diagonal a(i+1, j-1) is a
! flow dependence along j and an anti dependence along i (and a(i-1, j+1) the reverse), so
! the wavefront over the processes must order the blocks on both sides of every diagonal,
! whichever dimension the processor grid splits. A 9-point Gauss-Seidel sweep, a sweep
! running backwards along both dimensions, and one with widths 2 in the inner dimension.
program across_corner_diag
  implicit none
  integer, parameter :: n = 23, m = 17, itmax = 3
  real(8) :: a(n, m), b(n, m), s
  integer :: i, j, it
!dvm$ distribute a(block, block)
!dvm$ align b(i, j) with a(i, j)
!dvm$ shadow b(2:2, 1:1)
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = mod(i * 7 + j * 3, 11) + 0.5d0 * i
      b(i, j) = mod(i * 5 + j * 2, 13) - 0.25d0 * j
    end do
  end do
  do it = 1, itmax
!dvm$ parallel (j, i) on a(i, j), across(a(1:1, 1:1)(corner))
    do j = 2, m - 1
      do i = 2, n - 1
        a(i, j) = (a(i-1, j-1) + a(i+1, j-1) + a(i-1, j+1) + a(i+1, j+1) + a(i-1, j) &
          + a(i, j-1) + a(i+1, j) + a(i, j+1) + 2 * a(i, j)) / 10
      end do
    end do
!dvm$ parallel (j, i) on a(i, j), across(a(1:1, 1:1)(corner))
    do j = m - 1, 2, -1
      do i = n - 1, 2, -1
        a(i, j) = 0.3d0 * a(i+1, j-1) + 0.2d0 * a(i-1, j+1) + 0.25d0 * a(i+1, j+1) &
          + 0.25d0 * a(i-1, j-1)
      end do
    end do
!dvm$ parallel (j, i) on b(i, j), across(b(2:2, 1:1)(corner))
    do j = 2, m - 1
      do i = 3, n - 2
        b(i, j) = (b(i-2, j-1) + b(i+2, j-1) + b(i-1, j+1) + b(i+2, j+1) + b(i, j)) / 5
      end do
    end do
  end do
  s = 0
!dvm$ parallel (j, i) on a(i, j), reduction(sum(s))
  do j = 1, m
    do i = 1, n
      s = s + a(i, j) * i + b(i, j) * j
    end do
  end do
  print '(f24.10)', s
  print '(5f14.8)', (a(i, 9), i = 1, n, 2), (b(7, j), j = 1, m, 2)
end program
