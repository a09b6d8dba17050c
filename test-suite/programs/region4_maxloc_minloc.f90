! Where the extremes are: a 2-D field of a smooth ridge plus a deterministic perturbation is
! searched in REGION loops with MAXLOC and MINLOC reductions (the location arrays hold both
! indices), a 1-D profile is searched with MAXLOC alone, and after each of three relaxation
! sweeps the host prints where the largest residual sits. Ties in the profile check that the
! first occurrence wins on every process and device, as in the serial program.
! dvmh-test: grids=4:2x2 3:1x3 2:2x1
program region4_maxloc_minloc
  implicit none
  integer, parameter :: nx = 45, ny = 38, np = 300
  real(8) :: f(nx, ny), g(nx, ny), p(np), fmax, fmin, rmax, pmax
  integer :: i, j, it, imax(2), imin(2), ires(2), ip(1)
!dvm$ distribute f(block, block)
!dvm$ align g(i, j) with f(i, j)
!dvm$ distribute p(block)
!dvm$ shadow f(1:1, 1:1)
!dvm$ region out(f, g, p)
!dvm$ parallel (j, i) on f(i, j)
  do j = 1, ny
    do i = 1, nx
      f(i, j) = exp(-((i - 17.0d0)**2 + (j - 11.0d0)**2) / 60.0d0) &
              - 0.7d0 * exp(-((i - 33.0d0)**2 + (j - 29.0d0)**2) / 40.0d0) &
              + 1.0d-3 * mod(i * 7 + j * 13, 11)
      g(i, j) = f(i, j)
    end do
  end do
!dvm$ parallel (i) on p(i)
  do i = 1, np
    p(i) = dble(mod(i * 37, 101)) / 10.0d0
  end do
!dvm$ end region
  fmax = -huge(1.0d0)
  fmin = huge(1.0d0)
  imax = 0
  imin = 0
!dvm$ region
!dvm$ parallel (j, i) on f(i, j), reduction(maxloc(fmax, imax, 2), minloc(fmin, imin, 2))
  do j = 1, ny
    do i = 1, nx
      if (f(i, j) > fmax) then
        fmax = f(i, j)
        imax(1) = i
        imax(2) = j
      end if
      if (f(i, j) < fmin) then
        fmin = f(i, j)
        imin(1) = i
        imin(2) = j
      end if
    end do
  end do
!dvm$ end region
  print '(A, F16.10, 2I5)', ' max', fmax, imax
  print '(A, F16.10, 2I5)', ' min', fmin, imin
  pmax = -1
  ip = 0
!dvm$ region
!dvm$ parallel (i) on p(i), reduction(maxloc(pmax, ip, 1))
  do i = 1, np
    if (p(i) > pmax) then
      pmax = p(i)
      ip(1) = i
    end if
  end do
!dvm$ end region
  print '(A, F8.3, I5)', ' profile max', pmax, ip(1)
  do it = 1, 3
    rmax = -1
    ires = 0
!dvm$ region
!dvm$ parallel (j, i) on g(i, j), shadow_renew(f)
    do j = 2, ny - 1
      do i = 2, nx - 1
        g(i, j) = 0.25d0 * (f(i - 1, j) + f(i + 1, j) + f(i, j - 1) + f(i, j + 1))
      end do
    end do
!dvm$ parallel (j, i) on f(i, j), reduction(maxloc(rmax, ires, 2))
    do j = 2, ny - 1
      do i = 2, nx - 1
        if (abs(g(i, j) - f(i, j)) > rmax) then
          rmax = abs(g(i, j) - f(i, j))
          ires(1) = i
          ires(2) = j
        end if
        f(i, j) = g(i, j)
      end do
    end do
!dvm$ end region
    print '(A, I2, ES20.12, 2I5)', ' sweep', it, rmax, ires
  end do
end program region4_maxloc_minloc
