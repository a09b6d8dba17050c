! dvmh-test: grids=5:5x1 6:2x3 7:7x1 8:4x2
! MULT_BLOCK with block counts that do not divide the processes evenly (MULT_BLOCK(4) rows of
! 28, MULT_BLOCK(3) columns of 15) on 5 to 8 processes, a 9-point stencil renewing its edges
! with CORNER, and a MINLOC reduction in a time loop.
program dvmy_multblock_corner
  implicit none
  integer, parameter :: n = 28, m = 15, steps = 3
  real(8) :: u(n, m), v(n, m)
  integer :: i, j, it, loc(2)
  real(8) :: vmin, s
!dvm$ distribute u(mult_block(4), mult_block(3))
!dvm$ align v(i, j) with u(i, j)
!dvm$ parallel (j, i) on u(i, j)
  do j = 1, m
    do i = 1, n
      u(i, j) = cos(0.2d0 * i) * sin(0.3d0 * j)
      v(i, j) = 0
    end do
  end do
  do it = 1, steps
!dvm$ parallel (j, i) on v(i, j), shadow_renew(u(corner))
    do j = 2, m - 1
      do i = 2, n - 1
        v(i, j) = (u(i - 1, j - 1) + u(i - 1, j) + u(i - 1, j + 1) + u(i, j - 1) + u(i, j + 1) &
          + u(i + 1, j - 1) + u(i + 1, j) + u(i + 1, j + 1)) / 8 - u(i, j)
      end do
    end do
!dvm$ parallel (j, i) on u(i, j)
    do j = 2, m - 1
      do i = 2, n - 1
        u(i, j) = u(i, j) + 0.5d0 * v(i, j)
      end do
    end do
    vmin = 1d30
    loc = 0
!dvm$ parallel (j, i) on v(i, j), reduction(minloc(vmin, loc, 2))
    do j = 2, m - 1
      do i = 2, n - 1
        if (v(i, j) < vmin) then
          vmin = v(i, j)
          loc(1) = i
          loc(2) = j
        end if
      end do
    end do
    print '(i3, f18.12, 2i4)', it, vmin, loc
  end do
  s = 0
!dvm$ parallel (j, i) on u(i, j), reduction(sum(s))
  do j = 1, m
    do i = 1, n
      s = s + u(i, j) * (i - j)
    end do
  end do
  print '(f22.12)', s
end program dvmy_multblock_corner
