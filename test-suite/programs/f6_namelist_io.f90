! Namelist I/O as simulation codes use it: a parameter file written with an internal
! namelist, read back from a scratch file with some values overridden (sections, repeat
! counts, character and logical values, comments), and the final configuration echoed.
program f6_namelist_io
  implicit none
  integer :: nx, ny, steps, levels(4)
  real(8) :: dt, tol, coeffs(3)
  logical :: verbose, periodic(2)
  character(len=12) :: scheme
  namelist /config/ nx, ny, steps, dt, tol, coeffs, verbose, periodic, scheme, levels
  integer :: u, ios
  nx = 10; ny = 20; steps = 100
  dt = 1.0d-3; tol = 1.0d-8
  coeffs = [1.0d0, -2.0d0, 1.0d0]
  verbose = .false.
  periodic = [.true., .false.]
  scheme = 'upwind'
  levels = [1, 2, 4, 8]
  write (*, nml=config)
  u = 17
  open (unit=u, status='scratch', form='formatted')
  write (u, '(a)') '! override some values'
  write (u, '(a)') '&config nx = 64, ny=32,'
  write (u, '(a)') '  dt = 2.5e-4  ! a comment'
  write (u, '(a)') '  coeffs(2:3) = -3.0, 1.5'
  write (u, '(a)') '  levels = 2*3, 2*7'
  write (u, '(a)') "  scheme = 'lax-wendroff' verbose = T"
  write (u, '(a)') '  periodic(2) = .true. /'
  rewind (u)
  read (u, nml=config, iostat=ios)
  close (u)
  write (*, '(a, i0)') 'iostat ', ios
  write (*, nml=config)
  write (*, '(2i5, i6, 2es12.4, 3f8.3, l3, 2l2, 1x, a, 4i3)') nx, ny, steps, dt, tol, coeffs, &
    verbose, periodic, trim(scheme), levels
  write (*, '(a, es16.8)') 'cfl ', dt * nx * ny / sum(abs(coeffs))
end program f6_namelist_io
