! dvmh-test: grids=2:2 3:3 4:4
! A particle-in-cell step on a periodic 1-D grid: particles distributed by blocks, the
! charge deposited on the (replicated) grid by an array SUM reduction with linear weights,
! the field on a distributed grid from the charge, then each particle gathers the field at
! its two cells through REMOTE_ACCESS of the whole field (cells computed from positions),
! pushes, and wraps around; kinetic energy as a SUM, the extreme positions as MAXLOC/MINLOC.
program dvmz4_pic_scatter
  implicit none
  integer, parameter :: np = 203, ng = 24, steps = 3
  real(8) :: x(np), v(np), rho(ng), e(ng), ek, xmax, xmin, dx, w, ep
  integer :: k, c, c1, it, imax, imin
!dvm$ distribute x(block)
!dvm$ align v(k) with x(k)
!dvm$ distribute e(block)
  dx = 1d0
!dvm$ parallel (k) on x(k)
  do k = 1, np
    x(k) = mod(k * 0.37d0 + 0.011d0 * k * k, dble(ng))
    v(k) = 0.1d0 * sin(0.5d0 * k)
  end do
  do it = 1, steps
    rho = 0d0
!dvm$ parallel (k) on x(k), reduction(sum(rho)), private(c, c1, w)
    do k = 1, np
      c = int(x(k) / dx)
      w = x(k) / dx - c
      c1 = mod(c + 1, ng)
      rho(c + 1) = rho(c + 1) + (1d0 - w)
      rho(c1 + 1) = rho(c1 + 1) + w
    end do
!dvm$ parallel (c) on e(c)
    do c = 1, ng
      e(c) = (rho(c) - dble(np) / ng) * 0.01d0 + 0.002d0 * (rho(mod(c, ng) + 1) - rho(c))
    end do
    ek = 0d0
!dvm$ parallel (k) on x(k), remote_access(e(:)), reduction(sum(ek)), private(c, c1, w, ep)
    do k = 1, np
      c = int(x(k) / dx)
      w = x(k) / dx - c
      c1 = mod(c + 1, ng)
      ep = (1d0 - w) * e(c + 1) + w * e(c1 + 1)
      v(k) = v(k) + ep
      x(k) = modulo(x(k) + v(k), dble(ng))
      ek = ek + 0.5d0 * v(k)**2
    end do
    xmax = -1d0
    xmin = 1d9
    imax = 0
    imin = 0
!dvm$ parallel (k) on x(k), reduction(maxloc(xmax, imax), minloc(xmin, imin))
    do k = 1, np
      if (x(k) > xmax) then
        xmax = x(k)
        imax = k
      end if
      if (x(k) < xmin) then
        xmin = x(k)
        imin = k
      end if
    end do
    print '(i2, f18.12, 2(f14.9, i5))', it, ek, xmax, imax, xmin, imin
  end do
  print '(6f12.7)', rho(1:6)
  print '(f18.10)', sum(x) + sum(v)
end program dvmz4_pic_scatter
