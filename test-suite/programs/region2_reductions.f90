! Every reduction kind of a REGION over a 3-D field, as a post-processing step of a simulation
! computes its diagnostics: SUM and PRODUCT, MAX and MIN of integers, REAL(4) and REAL(8),
! AND/OR/EQV/NEQV of logicals, MAXLOC and MINLOC with 3 coordinates (the field has ties: the
! first location in the serial order wins), several reductions in one loop, a reduction whose
! loop runs in a later region than the one that wrote the data, and a running total carried
! over repeated regions.
! dvmh-test: grids=4:2x2 4:1x4 3:3x1
program region2_reductions
  implicit none
  integer, parameter :: nx = 34, ny = 27, nz = 19
  integer :: h(nx, ny, nz), i, j, k, it
  real(8) :: q(nx, ny, nz)
  real(4) :: r(nx, ny, nz)
  integer :: isum, imax, imin, hmax, hmin, iloc(3), jloc(3), ncount
  real(8) :: dsum, dmax, dmin, dprod, qmax, qmin, drun
  real(4) :: rsum, rmax, rmin
  logical :: land, lor, leqv, lneqv
!dvm$ distribute h(*, block, block)
!dvm$ align (i, j, k) with h(i, j, k) :: q, r
!dvm$ region
!dvm$ parallel (k, j, i) on h(i, j, k)
  do k = 1, nz
    do j = 1, ny
      do i = 1, nx
        h(i, j, k) = mod(i * 13 + j * 7 + k * 29 + i * j * k, 211) - 100
        q(i, j, k) = h(i, j, k) * 0.5d0 + mod(i + j + k, 4)
        r(i, j, k) = real(mod(h(i, j, k), 17), 4) * 0.25
      end do
    end do
  end do
!dvm$ end region
  isum = 0
  imax = -huge(imax)
  imin = huge(imin)
  dsum = 0
  dmax = -1.0d300
  dmin = 1.0d300
  rsum = 0
  rmax = -1.0e30
  rmin = 1.0e30
  ncount = 0
!dvm$ region
!dvm$ parallel (k, j, i) on h(i, j, k), reduction(sum(isum), max(imax), min(imin), sum(dsum), &
!dvm$&  max(dmax), min(dmin), sum(rsum), max(rmax), min(rmin), sum(ncount))
  do k = 1, nz
    do j = 1, ny
      do i = 1, nx
        isum = isum + h(i, j, k)
        imax = max(imax, h(i, j, k) * 3 - i)
        imin = min(imin, h(i, j, k) + k)
        dsum = dsum + q(i, j, k)
        dmax = max(dmax, q(i, j, k) - 0.125d0 * j)
        dmin = min(dmin, q(i, j, k))
        rsum = rsum + r(i, j, k)
        rmax = max(rmax, r(i, j, k))
        rmin = min(rmin, r(i, j, k) - 0.5)
        if (h(i, j, k) > 50) ncount = ncount + 1
      end do
    end do
  end do
!dvm$ end region
  print '(a, 3i10, i8)', 'int:', isum, imax, imin, ncount
  print '(a, 3f16.4)', 'dbl:', dsum, dmax, dmin
  print '(a, 3f14.4)', 'sgl:', rsum, rmax, rmin
  land = .true.
  lor = .false.
  leqv = .true.
  lneqv = .false.
  dprod = 1
!dvm$ region
!dvm$ parallel (k, j, i) on h(i, j, k), reduction(and(land), or(lor), eqv(leqv), &
!dvm$&  neqv(lneqv), product(dprod))
  do k = 1, nz
    do j = 1, ny
      do i = 1, nx
        land = land .and. (h(i, j, k) >= -100)
        lor = lor .or. (h(i, j, k) == 110)
        leqv = leqv .eqv. (mod(h(i, j, k), 3) == 0)
        lneqv = lneqv .neqv. (h(i, j, k) > 0)
        if (mod(i + 2 * j + 3 * k, 97) == 0) dprod = dprod * (1.0d0 + 0.125d0 * mod(h(i, j, k), 5))
      end do
    end do
  end do
!dvm$ end region
  print '(a, 4l2, es22.12)', 'log:', land, lor, leqv, lneqv, dprod
  hmax = -huge(hmax)
  hmin = huge(hmin)
  qmax = -1.0d300
  qmin = 1.0d300
  iloc = 0
  jloc = 0
!dvm$ region
!dvm$ parallel (k, j, i) on h(i, j, k), reduction(maxloc(hmax, iloc, 3), minloc(qmin, jloc, 3))
  do k = 1, nz
    do j = 1, ny
      do i = 1, nx
        if (h(i, j, k) > hmax) then
          hmax = h(i, j, k)
          iloc(1) = i
          iloc(2) = j
          iloc(3) = k
        end if
        if (q(i, j, k) < qmin) then
          qmin = q(i, j, k)
          jloc(1) = i
          jloc(2) = j
          jloc(3) = k
        end if
      end do
    end do
  end do
!dvm$ end region
  print '(a, i6, 3i4, f12.4, 3i4)', 'loc:', hmax, iloc, qmin, jloc
  ! A running total over repeated regions, each updating the field first.
  drun = 0
  do it = 1, 4
!dvm$ region
!dvm$ parallel (k, j, i) on q(i, j, k)
    do k = 1, nz
      do j = 1, ny
        do i = 1, nx
          q(i, j, k) = q(i, j, k) * 0.5d0 + it
        end do
      end do
    end do
!dvm$ parallel (k, j, i) on q(i, j, k), reduction(sum(drun), max(qmax))
    do k = 1, nz
      do j = 1, ny
        do i = 1, nx
          drun = drun + q(i, j, k)
          qmax = max(qmax, q(i, j, k))
        end do
      end do
    end do
!dvm$ end region
    print '(a, i2, 2f18.6)', 'run', it, drun, qmax
  end do
end program region2_reductions
