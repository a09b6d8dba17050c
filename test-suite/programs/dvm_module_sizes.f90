! dvmh-test: files=lib/wave_params.f90
! Distributed arrays sized by constants of a separately compiled module, a fourth-order
! 1-D stencil needing SHADOW width 2 (the width itself a module constant), module
! variables (time step, step count) read inside parallel loops and changed between runs,
! and SUM/MAX reductions.
program dvm_module_sizes
  use wave_params
  implicit none
  real(8) :: u(nn), v(nn), s, vmax
  integer :: i, it, run
!dvm$ distribute u(block)
!dvm$ align v(i) with u(i)
!dvm$ shadow u(halo:halo)
  do run = 1, 2
!dvm$ parallel (i) on u(i)
    do i = 1, nn
      u(i) = sin(6.283185307179586d0 * (i - 1) / nn) + 0.1d0 * cos(3 * 6.283185307179586d0 * i / nn)
      v(i) = 0
    end do
    do it = 1, nsteps
!dvm$ parallel (i) on v(i), shadow_renew(u)
      do i = halo + 1, nn - halo
        v(i) = u(i) + dt * (c1 * (u(i + 1) - 2 * u(i) + u(i - 1)) &
          + c2 * (u(i + 2) - 2 * u(i) + u(i - 2)))
      end do
!dvm$ parallel (i) on u(i)
      do i = halo + 1, nn - halo
        u(i) = v(i)
      end do
    end do
    s = 0
    vmax = 0
!dvm$ parallel (i) on u(i), reduction(sum(s), max(vmax))
    do i = 1, nn
      s = s + u(i) * u(i)
      vmax = max(vmax, abs(u(i)))
    end do
    write (*, '(i2, f6.2, i4, 2f16.10)') run, dt, nsteps, s, vmax
    dt = dt * 2
    nsteps = nsteps + 8
  end do
end program dvm_module_sizes
