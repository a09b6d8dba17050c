! dvmh-test: grids=2:1x1x2 4:1x2x2 4:2x2x1 6:3x2x1 3:1x3x1
! A 3-D reaction-diffusion model with several species: the temperature U(BLOCK, BLOCK, BLOCK),
! the concentrations a 4-D array C(I, J, K, *) aligned with U (species dimension collapsed),
! a 3-D array stored in transposed order aligned through a permutation
! (ALIGN W(K, J, I) WITH U(I, J, K)); a Jacobi diffusion step with SHADOW_RENEW on all three
! dimensions, a 3-D Gauss-Seidel smoothing of U by ACROSS, a reaction step looping over the
! species inside the parallel nest, totals by SUM and the hottest cell by MAXLOC with three
! coordinates.
program dvmz5_grid3d_species
  implicit none
  integer, parameter :: nx = 11, ny = 9, nz = 8, ns = 3, steps = 3
  real(8) :: u(nx, ny, nz), un(nx, ny, nz), c(nx, ny, nz, ns), w(nz, ny, nx)
!dvm$ distribute u(block, block, block)
!dvm$ align un(i, j, k) with u(i, j, k)
!dvm$ align c(i, j, k, *) with u(i, j, k)
!dvm$ align w(k, j, i) with u(i, j, k)
  integer :: i, j, k, s, it, loc(3)
  real(8) :: tot(ns), umax, rate, wsum
!dvm$ parallel (k, j, i) on u(i, j, k), private(s)
  do k = 1, nz
    do j = 1, ny
      do i = 1, nx
        u(i, j, k) = 1d0 + exp(-0.1d0 * ((i - 4)**2 + (j - 5)**2 + (k - 3)**2))
        un(i, j, k) = u(i, j, k)
        do s = 1, ns
          c(i, j, k, s) = 0.1d0 * s + 0.01d0 * mod(i + 2 * j + 3 * k, 5 + s)
        end do
      end do
    end do
  end do
  do it = 1, steps
!dvm$ parallel (k, j, i) on un(i, j, k), shadow_renew(u)
    do k = 2, nz - 1
      do j = 2, ny - 1
        do i = 2, nx - 1
          un(i, j, k) = u(i, j, k) + 0.1d0 * (u(i - 1, j, k) + u(i + 1, j, k) + u(i, j - 1, k) &
                        + u(i, j + 1, k) + u(i, j, k - 1) + u(i, j, k + 1) - 6d0 * u(i, j, k))
        end do
      end do
    end do
!dvm$ parallel (k, j, i) on u(i, j, k), private(s, rate)
    do k = 1, nz
      do j = 1, ny
        do i = 1, nx
          rate = 0.05d0 * (un(i, j, k) - 1d0)
          do s = 1, ns - 1
            c(i, j, k, s + 1) = c(i, j, k, s + 1) + rate * c(i, j, k, s)
            c(i, j, k, s) = c(i, j, k, s) * (1d0 - rate)
          end do
          u(i, j, k) = un(i, j, k) + 0.2d0 * rate * c(i, j, k, 1)
        end do
      end do
    end do
!dvm$ parallel (k, j, i) on u(i, j, k), across(u(1:1, 1:1, 1:1))
    do k = 2, nz - 1
      do j = 2, ny - 1
        do i = 2, nx - 1
          u(i, j, k) = 0.4d0 * u(i, j, k) + 0.1d0 * (u(i - 1, j, k) + u(i + 1, j, k) &
                       + u(i, j - 1, k) + u(i, j + 1, k) + u(i, j, k - 1) + u(i, j, k + 1))
        end do
      end do
    end do
    tot = 0d0
    umax = -1d0
    loc = 0
!dvm$ parallel (k, j, i) on u(i, j, k), reduction(sum(tot), maxloc(umax, loc)), private(s)
    do k = 1, nz
      do j = 1, ny
        do i = 1, nx
          do s = 1, ns
            tot(s) = tot(s) + c(i, j, k, s)
          end do
          if (u(i, j, k) > umax) then
            umax = u(i, j, k)
            loc(1) = i
            loc(2) = j
            loc(3) = k
          end if
        end do
      end do
    end do
    print '(i2, 3f18.12, f16.12, 3i3)', it, tot, umax, loc
  end do
!dvm$ parallel (i, j, k) on w(k, j, i)
  do i = 1, nx
    do j = 1, ny
      do k = 1, nz
        w(k, j, i) = u(i, j, k) * c(i, j, k, ns) + k
      end do
    end do
  end do
  wsum = 0d0
!dvm$ parallel (i, j, k) on w(k, j, i), reduction(sum(wsum))
  do i = 1, nx
    do j = 1, ny
      do k = 1, nz
        wsum = wsum + w(k, j, i) * (i - j)
      end do
    end do
  end do
  print '(a, f20.11)', 'w', wsum
  print '(4f16.12)', u(4, 5, 3), c(2, 2, 2, 1), c(nx - 1, ny - 1, nz - 1, ns), w(3, 4, 5)
end program dvmz5_grid3d_species
