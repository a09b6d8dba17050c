! dvmh-test: flags=-O2 -fcheck=bounds
! dvmh-test: grids=4:2x2 5:5x1 6:3x2 8:2x4
! SHADOW_GROUP with SHADOW_START/SHADOW_WAIT overlapping an independent computation on
! another array in a time loop (asymmetric widths, CORNER, a 9-point stencil), with the
! checked build's run-time locality and shadow currency checks on.
program dvmy_shadow_overlap
  implicit none
  integer, parameter :: n = 14, m = 10, steps = 5
  real(8) :: u(n, m), un(n, m), g(n, m)
  integer :: i, j, it
  real(8) :: res, gs
!dvm$ distribute u(block, block)
!dvm$ align un(i, j) with u(i, j)
!dvm$ align g(i, j) with u(i, j)
!dvm$ shadow u(1:2, 1:1)
!dvm$ shadow_group sg(u(corner))
!dvm$ parallel (j, i) on u(i, j)
  do j = 1, m
    do i = 1, n
      u(i, j) = mod(i * 7 + j * 3, 11) * 0.1d0
      un(i, j) = u(i, j)
      g(i, j) = 1
    end do
  end do
  do it = 1, steps
!dvm$ shadow_start sg
!dvm$ parallel (j, i) on g(i, j)
    do j = 1, m
      do i = 1, n
        g(i, j) = g(i, j) * 0.9d0 + it * 0.01d0 * i
      end do
    end do
!dvm$ shadow_wait sg
!dvm$ parallel (j, i) on un(i, j)
    do j = 2, m - 1
      do i = 2, n - 2
        un(i, j) = (u(i - 1, j - 1) + u(i + 1, j + 1) + u(i - 1, j + 1) + u(i + 1, j - 1) &
          + u(i + 2, j) + u(i, j) * 4) / 9 + g(i, j) * 1d-3
      end do
    end do
    res = 0
!dvm$ parallel (j, i) on u(i, j), reduction(max(res))
    do j = 2, m - 1
      do i = 2, n - 2
        res = max(res, abs(un(i, j) - u(i, j)))
        u(i, j) = un(i, j)
      end do
    end do
    print '(i3, f16.10)', it, res
  end do
  gs = 0
!dvm$ parallel (j, i) on u(i, j), reduction(sum(gs))
  do j = 1, m
    do i = 1, n
      gs = gs + u(i, j) * i + g(i, j) * j
    end do
  end do
  print '(f22.10)', gs
end program dvmy_shadow_overlap
