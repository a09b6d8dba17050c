! dvmh-test: grids=2:2x1 4:2x2 3:1x3
! The 2-D wave equation with sizes from an input file: the program writes a NAMELIST file,
! reads the grid sizes and time step back, ALLOCATEs three time levels distributed
! (MULT_BLOCK(2), BLOCK) after allocation, advances a leapfrog scheme with SHADOW_RENEW, and
! rotates the time levels by whole-array assignments of distributed arrays (UOLD = U; U = UNEW);
! energy by SUM, the peak by MAXLOC with two coordinates; then the arrays are deallocated and
! allocated again at another size in the same run.
program dvmz5_wave_alloc
  implicit none
  real(8), allocatable :: u(:, :), uold(:, :), unew(:, :)
!dvm$ distribute (mult_block(2), block) :: u
!dvm$ align (i, j) with u(i, j) :: uold, unew
  integer :: nx, ny, nsteps, i, j, it, pass, loc(2)
  real(8) :: c2, energy, peak
  namelist /grid/ nx, ny, nsteps, c2
  open (31, file='dvmz5_wave.nml', status='replace')
  write (31, '(a)') '&grid nx = 24, ny = 15, nsteps = 12, c2 = 0.2 /'
  write (31, '(a)') '&grid nx = 16, ny = 21, nsteps = 9, c2 = 0.15 /'
  close (31)
  open (31, file='dvmz5_wave.nml', status='old')
  do pass = 1, 2
    read (31, nml=grid)
    allocate (u(nx, ny), uold(nx, ny), unew(nx, ny))
!dvm$ parallel (j, i) on u(i, j)
    do j = 1, ny
      do i = 1, nx
        u(i, j) = exp(-0.15d0 * ((i - nx / 3)**2 + (j - ny / 2)**2))
        unew(i, j) = 0d0
      end do
    end do
    uold = u
    do it = 1, nsteps
!dvm$ parallel (j, i) on unew(i, j), shadow_renew(u)
      do j = 2, ny - 1
        do i = 2, nx - 1
          unew(i, j) = 2d0 * u(i, j) - uold(i, j) + c2 * (u(i - 1, j) + u(i + 1, j) &
                       + u(i, j - 1) + u(i, j + 1) - 4d0 * u(i, j))
        end do
      end do
      uold = u
      u = unew
    end do
    energy = 0d0
    peak = -1d0
    loc = 0
!dvm$ parallel (j, i) on u(i, j), reduction(sum(energy), maxloc(peak, loc))
    do j = 1, ny
      do i = 1, nx
        energy = energy + u(i, j)**2 + (u(i, j) - uold(i, j))**2 / c2
        if (u(i, j) > peak) then
          peak = u(i, j)
          loc(1) = i
          loc(2) = j
        end if
      end do
    end do
    print '(a, 2i4, 2f18.12, 2i4)', 'grid', nx, ny, energy, peak, loc
    print '(5f14.9)', u(nx / 3, ny / 2), u(2, 2), u(nx - 1, ny / 2), uold(nx / 2, 3), sum(u(:, ny / 2))
    deallocate (u, uold, unew)
  end do
  close (31, status='delete')
end program dvmz5_wave_alloc
