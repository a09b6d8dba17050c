! dvmh-test: grids=4:1x2x2 3:1x1x3
! 3-D distribution (BLOCK, BLOCK, BLOCK), a 7-point stencil with shadow
! renewal, and SUM/MAX reductions over a 3-D parallel loop nest.
program heat3d
  implicit none
  integer, parameter :: nx = 12, ny = 10, nz = 9, steps = 5
  real*8 :: u(nx, ny, nz), v(nx, ny, nz)
  real*8 :: total, change
  integer :: i, j, k, it
!DVM$ DISTRIBUTE (BLOCK, BLOCK, BLOCK) :: u
!DVM$ ALIGN v(i, j, k) WITH u(i, j, k)

!DVM$ PARALLEL (k, j, i) ON u(i, j, k)
  do k = 1, nz
    do j = 1, ny
      do i = 1, nx
        u(i, j, k) = dble(i + 2*j + 3*k) / 10.0d0
        v(i, j, k) = 0.0d0
      end do
    end do
  end do

  do it = 1, steps
    change = 0.0d0
!DVM$ PARALLEL (k, j, i) ON v(i, j, k), SHADOW_RENEW(u), REDUCTION(MAX(change))
    do k = 2, nz - 1
      do j = 2, ny - 1
        do i = 2, nx - 1
          v(i, j, k) = (u(i-1, j, k) + u(i+1, j, k) + u(i, j-1, k) + u(i, j+1, k) &
                        + u(i, j, k-1) + u(i, j, k+1)) / 6.0d0
          change = max(change, abs(v(i, j, k) - u(i, j, k)))
        end do
      end do
    end do
!DVM$ PARALLEL (k, j, i) ON u(i, j, k)
    do k = 2, nz - 1
      do j = 2, ny - 1
        do i = 2, nx - 1
          u(i, j, k) = v(i, j, k)
        end do
      end do
    end do
    write (*, '(A, I2, A, ES16.8)') ' step ', it, ' change ', change
  end do

  total = 0.0d0
!DVM$ PARALLEL (k, j, i) ON u(i, j, k), REDUCTION(SUM(total))
  do k = 1, nz
    do j = 1, ny
      do i = 1, nx
        total = total + u(i, j, k)
      end do
    end do
  end do
  write (*, '(A, F18.10)') ' total = ', total
  print *, u(6, 5, 4), u(2, 2, 2), u(nx-1, ny-1, nz-1)
end program heat3d
