! Particles in a distributed array of positions and velocities: a few time steps of motion in
! a box with reflecting walls, then histograms of the positions (INTEGER array REDUCTION(SUM))
! and of the speeds per cell (REAL array SUM and MAX reductions, a 2-D one), the kinetic energy
! and the fastest particle (MAXLOC).
program dvmz_particle_hist
  implicit none
  integer, parameter :: np = 2000, nbins = 12
  real(8) :: x(np), y(np), vx(np), vy(np)
  integer :: hist(nbins), cell(nbins, 3)
  real(8) :: speed(nbins), vmaxbin(nbins)
  real(8) :: ekin, vfast, v
  integer :: ifast(1), p, b, step, total, k
!dvm$ distribute x(block)
!dvm$ align (i) with x(i) :: y, vx, vy
!dvm$ parallel (p) on x(p)
  do p = 1, np
    x(p) = mod(p * 0.6180339887d0, 1d0)
    y(p) = mod(p * 0.4142135623d0, 1d0)
    vx(p) = 0.05d0 * sin(1.3d0 * p)
    vy(p) = 0.04d0 * cos(0.7d0 * p)
  end do
  do step = 1, 25
!dvm$ parallel (p) on x(p)
    do p = 1, np
      x(p) = x(p) + vx(p)
      y(p) = y(p) + vy(p)
      if (x(p) < 0d0) then
        x(p) = -x(p); vx(p) = -vx(p)
      else if (x(p) > 1d0) then
        x(p) = 2d0 - x(p); vx(p) = -vx(p)
      end if
      if (y(p) < 0d0) then
        y(p) = -y(p); vy(p) = -vy(p)
      else if (y(p) > 1d0) then
        y(p) = 2d0 - y(p); vy(p) = -vy(p)
      end if
      vy(p) = vy(p) - 0.001d0
    end do
  end do
  hist = 0
  cell = 0
  speed = 0d0
  vmaxbin = 0d0
  ekin = 0d0
  vfast = -1d0
  ifast = 0
!dvm$ parallel (p) on x(p), private(b, v, k), reduction(sum(hist), sum(cell), sum(speed), &
!dvm$& max(vmaxbin), sum(ekin), maxloc(vfast, ifast, 1))
  do p = 1, np
    b = min(nbins, 1 + int(x(p) * nbins))
    hist(b) = hist(b) + 1
    k = 1 + int(y(p) * 2.999d0)
    cell(b, k) = cell(b, k) + 1
    v = sqrt(vx(p) ** 2 + vy(p) ** 2)
    speed(b) = speed(b) + v
    vmaxbin(b) = max(vmaxbin(b), v)
    ekin = ekin + 0.5d0 * v * v
    if (v > vfast) then
      vfast = v
      ifast(1) = p
    end if
  end do
  total = 0
  do b = 1, nbins
    total = total + hist(b)
    write (*, '(i3, i6, 3i5, f12.6, f10.6)') b, hist(b), cell(b, :), speed(b) / max(hist(b), 1), &
      vmaxbin(b)
  end do
  write (*, '(a, i6, a, f14.8)') 'particles', total, '  kinetic energy', ekin
  write (*, '(a, i6, f12.8)') 'fastest', ifast(1), vfast
  write (*, '(2f12.8)') x(ifast(1)), y(ifast(1))
end program dvmz_particle_hist
