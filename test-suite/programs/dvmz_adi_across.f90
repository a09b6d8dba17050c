! ADI for the 2-D heat equation: each half step solves tridiagonal systems along one
! dimension by the Thomas algorithm, its forward elimination and back substitution being
! recurrences along that dimension (ACROSS with a forward and then a backward dependence),
! the other dimension independent; the directions alternate every half step. Sums and a
! maximum checked after each step.
program dvmz_adi_across
  implicit none
  integer, parameter :: nx = 20, ny = 16, nsteps = 4
  real(8) :: u(nx, ny), cp(nx, ny), dp(nx, ny)
  real(8) :: r, diag, s, umax, denom
  integer :: i, j, step
!dvm$ distribute u(block, block)
!dvm$ align (i, j) with u(i, j) :: cp, dp
!dvm$ shadow u(1:1, 1:1), cp(1:1, 1:1), dp(1:1, 1:1)
  r = 0.8d0
  diag = 1d0 + 2d0 * r
!dvm$ parallel (j, i) on u(i, j)
  do j = 1, ny
    do i = 1, nx
      u(i, j) = exp(-0.05d0 * ((i - 7) ** 2 + (j - 9) ** 2)) + 0.001d0 * i * j
      cp(i, j) = 0d0
      dp(i, j) = 0d0
    end do
  end do
  do step = 1, nsteps
    ! x direction: forward elimination along i
!dvm$ parallel (j, i) on u(i, j), across(cp(1:0, 0:0), dp(1:0, 0:0)), private(denom)
    do j = 1, ny
      do i = 1, nx
        if (i == 1) then
          cp(i, j) = -r / diag
          dp(i, j) = u(i, j) / diag
        else
          denom = diag + r * cp(i - 1, j)
          cp(i, j) = -r / denom
          dp(i, j) = (u(i, j) + r * dp(i - 1, j)) / denom
        end if
      end do
    end do
    ! back substitution along i, from the last point to the first
!dvm$ parallel (j, i) on u(i, j), across(u(0:1, 0:0))
    do j = 1, ny
      do i = nx, 1, -1
        if (i == nx) then
          u(i, j) = dp(i, j)
        else
          u(i, j) = dp(i, j) - cp(i, j) * u(i + 1, j)
        end if
      end do
    end do
    ! y direction: the same along j, i independent
!dvm$ parallel (j, i) on u(i, j), across(cp(0:0, 1:0), dp(0:0, 1:0)), private(denom)
    do j = 1, ny
      do i = 1, nx
        if (j == 1) then
          cp(i, j) = -r / diag
          dp(i, j) = u(i, j) / diag
        else
          denom = diag + r * cp(i, j - 1)
          cp(i, j) = -r / denom
          dp(i, j) = (u(i, j) + r * dp(i, j - 1)) / denom
        end if
      end do
    end do
!dvm$ parallel (j, i) on u(i, j), across(u(0:0, 0:1))
    do j = ny, 1, -1
      do i = 1, nx
        if (j == ny) then
          u(i, j) = dp(i, j)
        else
          u(i, j) = dp(i, j) - cp(i, j) * u(i, j + 1)
        end if
      end do
    end do
    s = 0d0
    umax = 0d0
!dvm$ parallel (j, i) on u(i, j), reduction(sum(s), max(umax))
    do j = 1, ny
      do i = 1, nx
        s = s + u(i, j)
        umax = max(umax, u(i, j))
      end do
    end do
    write (*, '(a, i2, f14.8, f14.10)') 'step', step, s, umax
  end do
  write (*, '(4f14.10)') u(1, 1), u(7, 9), u(nx, ny), u(11, 3)
end program dvmz_adi_across
