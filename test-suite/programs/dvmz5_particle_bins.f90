! dvmh-test: grids=2:2 3:3 4:4
! Particles in a unit box binned onto a coarse mesh: the particle arrays distributed by blocks,
! the per-cell counts an INTEGER array SUM reduction and the per-cell mass a REAL array SUM
! reduction of one loop, the box's extent by MIN/MAX, the fastest and slowest particle by
! MAXLOC/MINLOC, a survival factor by PRODUCT; the density then set on a BLOCK,BLOCK mesh from
! the replicated counts and the particles kicked by the density gradient of their own cell,
! read through REMOTE_ACCESS of the whole mesh.
program dvmz5_particle_bins
  implicit none
  integer, parameter :: np = 517, nb = 6, steps = 3
  real(8) :: px(np), py(np), vx(np), vy(np), pm(np)
  real(8) :: rho(nb, nb)
!dvm$ distribute px(block)
!dvm$ align (k) with px(k) :: py, vx, vy, pm
!dvm$ distribute rho(block, block)
  integer :: cnt(nb, nb), k, ib, jb, it, kfast, kslow, i, j, ncell
  real(8) :: mass(nb, nb), xmin, xmax, ymin, ymax, vfast, vslow, surv, sp, gx, gy
!dvm$ parallel (k) on px(k)
  do k = 1, np
    px(k) = mod(0.618034d0 * k, 1d0)
    py(k) = mod(0.4142136d0 * k + 0.1d0 * sin(0.3d0 * k), 1d0)
    if (py(k) < 0d0) py(k) = py(k) + 1d0
    vx(k) = 0.01d0 * cos(0.7d0 * k)
    vy(k) = 0.01d0 * sin(1.3d0 * k)
    pm(k) = 1d0 + mod(k, 5) * 0.25d0
  end do
  do it = 1, steps
    cnt = 0
    mass = 0d0
    xmin = 2d0
    xmax = -1d0
    ymin = 2d0
    ymax = -1d0
    vfast = -1d0
    vslow = 1d9
    kfast = 0
    kslow = 0
    surv = 1d0
!dvm$ parallel (k) on px(k), private(ib, jb, sp), &
!dvm$   reduction(sum(cnt), sum(mass), min(xmin), max(xmax), min(ymin), max(ymax), &
!dvm$   maxloc(vfast, kfast), minloc(vslow, kslow), product(surv))
    do k = 1, np
      ib = min(nb, 1 + int(px(k) * nb))
      jb = min(nb, 1 + int(py(k) * nb))
      cnt(ib, jb) = cnt(ib, jb) + 1
      mass(ib, jb) = mass(ib, jb) + pm(k)
      xmin = min(xmin, px(k))
      xmax = max(xmax, px(k))
      ymin = min(ymin, py(k))
      ymax = max(ymax, py(k))
      sp = sqrt(vx(k)**2 + vy(k)**2)
      if (sp > vfast) then
        vfast = sp
        kfast = k
      end if
      if (sp < vslow) then
        vslow = sp
        kslow = k
      end if
      surv = surv * (1d0 - 1d-4 * mod(k, 3))
    end do
!dvm$ parallel (j, i) on rho(i, j)
    do j = 1, nb
      do i = 1, nb
        rho(i, j) = mass(i, j) * nb * nb / np
      end do
    end do
!dvm$ parallel (k) on px(k), private(ib, jb, gx, gy), remote_access(rho(:, :))
    do k = 1, np
      ib = min(nb, 1 + int(px(k) * nb))
      jb = min(nb, 1 + int(py(k) * nb))
      gx = rho(min(nb, ib + 1), jb) - rho(max(1, ib - 1), jb)
      gy = rho(ib, min(nb, jb + 1)) - rho(ib, max(1, jb - 1))
      vx(k) = vx(k) - 0.002d0 * gx
      vy(k) = vy(k) - 0.002d0 * gy
      px(k) = modulo(px(k) + vx(k), 1d0)
      py(k) = modulo(py(k) + vy(k), 1d0)
    end do
    ncell = count(cnt > 0)
    print '(a, i2, a, i4, i3, 2i5)', 'step', it, ' cells', sum(cnt), ncell, maxval(cnt), minval(cnt)
    print '(4f12.8)', xmin, xmax, ymin, ymax
    print '(f12.9, i5, f12.9, i5, f16.12)', vfast, kfast, vslow, kslow, surv
    print '(6i5)', cnt
  end do
  print '(6f10.5)', mass
  print '(f16.10)', sum(px) + 2d0 * sum(py) + 100d0 * (sum(vx) + sum(vy))
end program dvmz5_particle_bins
