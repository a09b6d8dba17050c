! 2-D heat equation, explicit scheme, the grids in a module: SHADOW_RENEW each step, the
! change measured by a MAX reduction (stop on convergence), the heat content printed every
! 40 steps by a SUM reduction, probes read from sequential code.
module heat_grid
  implicit none
  integer, parameter :: nx = 26, ny = 19
  real(8) :: u(nx, ny), un(nx, ny)
!dvm$ distribute u(block, block)
!dvm$ align un(i, j) with u(i, j)
end module heat_grid

program dvmz_heat2d_conv
  use heat_grid
  implicit none
  integer :: i, j, it
  real(8) :: delta, heat, alpha
  real(8), parameter :: pi = 3.14159265358979d0
  alpha = 0.21d0
!dvm$ parallel (j, i) on u(i, j)
  do j = 1, ny
    do i = 1, nx
      if (j == ny) then
        u(i, j) = 100d0 * sin(pi * (i - 1) / (nx - 1))
      else if (i == 1) then
        u(i, j) = 20d0 * (j - 1) / (ny - 1)
      else
        u(i, j) = 0d0
      end if
      un(i, j) = u(i, j)
    end do
  end do
  do it = 1, 2000
!dvm$ parallel (j, i) on un(i, j), shadow_renew(u)
    do j = 2, ny - 1
      do i = 2, nx - 1
        un(i, j) = u(i, j) + alpha * (u(i - 1, j) + u(i + 1, j) + u(i, j - 1) &
                   + u(i, j + 1) - 4d0 * u(i, j))
      end do
    end do
    delta = 0d0
!dvm$ parallel (j, i) on u(i, j), reduction(max(delta))
    do j = 2, ny - 1
      do i = 2, nx - 1
        delta = max(delta, abs(un(i, j) - u(i, j)))
        u(i, j) = un(i, j)
      end do
    end do
    if (mod(it, 40) == 0) then
      heat = 0d0
!dvm$ parallel (j, i) on u(i, j), reduction(sum(heat))
      do j = 1, ny
        do i = 1, nx
          heat = heat + u(i, j)
        end do
      end do
      write (*, '(a, i5, a, es12.4, a, f13.5)') 'step', it, '  change', delta, '  heat', heat
    end if
    if (delta < 1d-3) exit
  end do
  write (*, '(a, i5)') 'converged after', it
  write (*, '(3f12.6)') u(nx / 2, ny / 2), u(3, ny - 1), u(nx - 1, 2)
end program dvmz_heat2d_conv
