! dvmh-test: files=lib/dvmz3_cfd_state.f90 lib/dvmz3_cfd_ops.f90
! dvmh-test: grids=4:2x2 4:1x4 3:3x1
! A small projection-method flow solver ported the way users port codes: the state (velocity,
! pressure, right-hand side) lives in a module as distributed ALLOCATABLE arrays of odd size
! (37 x 29) in one file, the operators are module procedures in another file with parallel loops,
! SHADOW_RENEW and reductions, and the main program has no directive at all.
program dvmz3_cfd_modules
  use dvmz3_cfd_state
  use dvmz3_cfd_ops
  implicit none
  integer :: step
  real(8) :: res, dt
  nx = 37
  ny = 29
  h = 1d0 / (nx - 1)
  dt = 0.02d0
  allocate (u(nx, ny), v(nx, ny), p(nx, ny), pn(nx, ny), rhs(nx, ny))
  call set_initial()
  pn = 0d0
  do step = 1, 5
    call advect(dt)
    call pressure(6, res)
    call correct(dt)
    write (*, '(a, i3, 2es16.7)') 'step', step, res, kinetic()
  end do
  write (*, '(4f14.8)') u(5, 7), v(30, 20), p(18, 15), rhs(36, 28)
  deallocate (u, v, p, pn, rhs)
end program dvmz3_cfd_modules
