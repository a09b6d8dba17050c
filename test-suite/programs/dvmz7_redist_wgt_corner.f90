! dvmh-test: grids=4:2x2 4:4x1 3:1x3
! A 2-D heat equation with a 9-point stencil whose distribution changes inside the time
! loop: BLOCK x BLOCK at first, REDISTRIBUTE to WGT_BLOCK rows (weights from the step
! number) every fourth step, and back; the stencil loop after it renews the shadow edges with
! CORNER (it reads the diagonal neighbours), the update is written to a
! second array aligned with the first (it follows the redistribution).
program redist_wgt_corner
  implicit none
  integer, parameter :: n = 26, m = 21, nsteps = 12
  real(8) :: u(n, m), v(n, m)
  real(8) :: wt(6), s, d
  integer :: i, j, step, k
!dvm$ distribute u(block, block)
!dvm$ align v(i, j) with u(i, j)
!dvm$ dynamic u
!dvm$ shadow u(1:1, 1:1)
!dvm$ parallel (j, i) on u(i, j)
  do j = 1, m
    do i = 1, n
      u(i, j) = 0
      if (i == 1 .or. j == 1) u(i, j) = 1d0 + 0.01d0 * (i + j)
      if (i > 8 .and. i < 14 .and. j > 6 .and. j < 12) u(i, j) = 2d0
    end do
  end do
  do step = 1, nsteps
    if (mod(step, 4) == 0) then
      do k = 1, 6
        wt(k) = 1d0 + mod(k * step, 5)
      end do
      if (mod(step, 8) == 0) then
!dvm$ redistribute u(block, block)
      else
!dvm$ redistribute u(wgt_block(wt, 6), *)
      end if
    end if
!dvm$ parallel (j, i) on v(i, j), shadow_renew(u(corner))
    do j = 2, m - 1
      do i = 2, n - 1
        v(i, j) = (4 * (u(i - 1, j) + u(i + 1, j) + u(i, j - 1) + u(i, j + 1)) &
                  + u(i - 1, j - 1) + u(i + 1, j + 1) + u(i - 1, j + 1) + u(i + 1, j - 1)) / 20
      end do
    end do
    d = 0
!dvm$ parallel (j, i) on u(i, j), reduction(max(d))
    do j = 2, m - 1
      do i = 2, n - 1
        d = max(d, abs(v(i, j) - u(i, j)))
        u(i, j) = v(i, j)
      end do
    end do
    if (mod(step, 3) == 0) write (*, '(a, i3, es24.15)') 'step', step, d
  end do
  s = 0
!dvm$ parallel (j, i) on u(i, j), reduction(sum(s))
  do j = 1, m
    do i = 1, n
      s = s + u(i, j) * (i + 2 * j)
    end do
  end do
  write (*, '(a, es24.15)') 'moment', s
  write (*, '(3es24.15)') u(2, 2), u(n / 2, m / 2), u(n - 1, m - 1)
end program redist_wgt_corner
