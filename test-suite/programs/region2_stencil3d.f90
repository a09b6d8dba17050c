! Explicit heat conduction on a 3-D grid with a variable conductivity, the kernel of many
! CFD and geophysics codes: a 7-point stencil with SHADOW_RENEW of a 3-D array distributed in
! all three dimensions, a flux-form update that reads the conductivity at half points,
! Dirichlet walls and a source term, alternating two time levels inside one REGION that
! spans the whole time loop; the energy and the peak temperature are reduced every step.
! dvmh-test: grids=4:2x2x1 4:1x2x2 2:1x1x2
program region2_stencil3d
  implicit none
  integer, parameter :: nx = 22, ny = 18, nz = 14, nsteps = 8
  real(8) :: t(nx, ny, nz), tn(nx, ny, nz), kap(nx, ny, nz)
  real(8) :: dt, energy, peak, fx, fy, fz
  integer :: i, j, k, step
!dvm$ distribute t(block, block, block)
!dvm$ align (i, j, k) with t(i, j, k) :: tn, kap
!dvm$ shadow t(1:1, 1:1, 1:1), kap(1:1, 1:1, 1:1)
  dt = 0.1d0
!dvm$ region
!dvm$ parallel (k, j, i) on t(i, j, k)
  do k = 1, nz
    do j = 1, ny
      do i = 1, nx
        kap(i, j, k) = 1.0d0 + 0.5d0 * mod(i + 2 * j + 3 * k, 4)
        if (i == 1 .or. i == nx .or. j == 1 .or. j == ny .or. k == 1 .or. k == nz) then
          t(i, j, k) = 1.0d0 + 0.1d0 * k
        else
          t(i, j, k) = 0
        end if
        tn(i, j, k) = t(i, j, k)
      end do
    end do
  end do
  do step = 1, nsteps
!dvm$ parallel (k, j, i) on tn(i, j, k), shadow_renew(t, kap), private(fx, fy, fz)
    do k = 2, nz - 1
      do j = 2, ny - 1
        do i = 2, nx - 1
          fx = (kap(i + 1, j, k) + kap(i, j, k)) * (t(i + 1, j, k) - t(i, j, k)) &
             - (kap(i, j, k) + kap(i - 1, j, k)) * (t(i, j, k) - t(i - 1, j, k))
          fy = (kap(i, j + 1, k) + kap(i, j, k)) * (t(i, j + 1, k) - t(i, j, k)) &
             - (kap(i, j, k) + kap(i, j - 1, k)) * (t(i, j, k) - t(i, j - 1, k))
          fz = (kap(i, j, k + 1) + kap(i, j, k)) * (t(i, j, k + 1) - t(i, j, k)) &
             - (kap(i, j, k) + kap(i, j, k - 1)) * (t(i, j, k) - t(i, j, k - 1))
          tn(i, j, k) = t(i, j, k) + 0.5d0 * dt * (fx + fy + fz)
          if (i == nx / 2 .and. j == ny / 2) tn(i, j, k) = tn(i, j, k) + dt * 0.25d0
        end do
      end do
    end do
    energy = 0
    peak = -1
!dvm$ parallel (k, j, i) on t(i, j, k), reduction(sum(energy), max(peak))
    do k = 2, nz - 1
      do j = 2, ny - 1
        do i = 2, nx - 1
          t(i, j, k) = tn(i, j, k)
          energy = energy + t(i, j, k)
          peak = max(peak, t(i, j, k))
        end do
      end do
    end do
!dvm$ host_section
!dvm$ get_actual(energy, peak)
    print '(a, i3, f20.10, f16.10)', 'step', step, energy, peak
!dvm$ end host_section
  end do
!dvm$ end region
!dvm$ get_actual(t)
  print '(4f16.10)', t(2, 2, 2), t(nx / 2, ny / 2, nz / 2), t(nx - 1, 3, nz - 2), t(5, ny - 1, 7)
  energy = 0
  do k = 1, nz
    do j = 1, ny
      do i = 1, nx
        energy = energy + t(i, j, k) * (i + j + k)
      end do
    end do
  end do
  print '(a, f22.10)', 'weighted', energy
end program region2_stencil3d
