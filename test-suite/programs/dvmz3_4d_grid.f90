! dvmh-test: grids=4:1x2x2 4:2x2x1 4:2x1x2 3:1x3x1 2:1x1x2
! 4-D arrays (a component index first, then three space dimensions, as in a CFD code with
! five unknowns per cell) distributed (*, BLOCK, BLOCK, BLOCK) over a 3-D processor grid; a
! second 4-D array aligned with the first through a permutation-free shift of one
! dimension; a flux loop with SHADOW_RENEW along the three space dimensions including
! CORNER, a loop over the component index inside the parallel nest, SUM and MAXLOC with four
! location variables.
program dvmz3_4d_grid
  implicit none
  integer, parameter :: nc = 5, nx = 9, ny = 7, nz = 6
  real(8) :: q(nc, nx, ny, nz), f(nc, nx, ny, nz)
!dvm$ distribute q(*, block, block, block)
!dvm$ align f(c, i, j, k) with q(c, i, j, k)
!dvm$ shadow q(0:0, 1:1, 1:1, 1:1)
  integer :: c, i, j, k, it, loc(4)
  real(8) :: s, qmax
!dvm$ parallel (k, j, i) on q(*, i, j, k)
  do k = 1, nz
    do j = 1, ny
      do i = 1, nx
        do c = 1, nc
          q(c, i, j, k) = c + 0.1d0 * i + 0.01d0 * j + 0.001d0 * k + 1d-4 * mod(i * j * k * c, 7)
          f(c, i, j, k) = 0
        end do
      end do
    end do
  end do
  do it = 1, 2
!dvm$ parallel (k, j, i) on f(*, i, j, k), shadow_renew(q(corner))
    do k = 2, nz - 1
      do j = 2, ny - 1
        do i = 2, nx - 1
          do c = 1, nc
            f(c, i, j, k) = (q(c, i + 1, j, k) - q(c, i - 1, j, k)) &
                            + 0.5d0 * (q(c, i, j + 1, k) - q(c, i, j - 1, k)) &
                            + 0.25d0 * (q(c, i, j, k + 1) - q(c, i, j, k - 1)) &
                            + 0.125d0 * (q(c, i + 1, j + 1, k + 1) - q(c, i - 1, j - 1, k - 1))
          end do
        end do
      end do
    end do
!dvm$ parallel (k, j, i, c) on q(c, i, j, k)
    do k = 2, nz - 1
      do j = 2, ny - 1
        do i = 2, nx - 1
          do c = 1, nc
            q(c, i, j, k) = q(c, i, j, k) - 0.1d0 * f(c, i, j, k) * c
          end do
        end do
      end do
    end do
  end do
  s = 0
  qmax = -1
  loc = 0
!dvm$ parallel (k, j, i, c) on q(c, i, j, k), reduction(sum(s), maxloc(qmax, loc, 4))
  do k = 1, nz
    do j = 1, ny
      do i = 1, nx
        do c = 1, nc
          s = s + q(c, i, j, k) * c
          if (q(c, i, j, k) > qmax) then
            qmax = q(c, i, j, k)
            loc = [c, i, j, k]
          end if
        end do
      end do
    end do
  end do
  write (*, '(a, f20.10)') 'sum', s
  write (*, '(a, f16.10, 4i3)') 'max', qmax, loc
  write (*, '(5f14.9)') q(:, 5, 4, 3)
  write (*, '(5f14.9)') f(:, 2, 6, 5)
end program dvmz3_4d_grid
