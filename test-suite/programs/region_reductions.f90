! Every reduction kind in parallel loops of a REGION, over enough iterations to span many
! GPU blocks: SUM/PRODUCT/MAX/MIN of integers and reals, AND/OR/EQV/NEQV of logicals,
! MAXLOC/MINLOC with 2-D locations, and an array SUM. On a GPU (or the emulation device)
! the kernels combine each block's partials and the runtime the blocks'; the results must
! be the serial program's.
program region_reductions
  implicit none
  integer, parameter :: nx = 300, ny = 211
  integer :: a(nx, ny), i, j, isum, imax, imin, hist(4), iloc(2), jloc(2)
  real(8) :: f(nx, ny), dsum, dmax, dmin, vmax, vmin, prod
  logical :: land, lor, leqv, lneqv
!dvm$ distribute a(block, block)
!dvm$ align f(i, j) with a(i, j)
!dvm$ region
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, ny
    do i = 1, nx
      a(i, j) = mod(i * 37 + j * 91 + i * j, 1013) - 500
      f(i, j) = a(i, j) * 0.25d0 + 1.0d-3 * i - 2.0d-3 * j
    end do
  end do
!dvm$ end region
  isum = 0
  imax = -huge(imax)
  imin = huge(imin)
  dsum = 0
  dmax = -1.0d30
  dmin = 1.0d30
  hist = 0
!dvm$ region
!dvm$ parallel (j, i) on a(i, j), reduction(sum(isum), max(imax), min(imin), &
!dvm$&  sum(dsum), max(dmax), min(dmin), sum(hist))
  do j = 1, ny
    do i = 1, nx
      isum = isum + a(i, j)
      imax = max(imax, a(i, j))
      imin = min(imin, a(i, j))
      dsum = dsum + f(i, j)
      dmax = max(dmax, f(i, j))
      dmin = min(dmin, f(i, j))
      hist(mod(a(i, j) + 1000, 4) + 1) = hist(mod(a(i, j) + 1000, 4) + 1) + 1
    end do
  end do
!dvm$ end region
  print '(3i10, 3f16.6)', isum, imax, imin, dsum, dmax, dmin
  print '(4i8)', hist
  land = .true.
  lor = .false.
  leqv = .true.
  lneqv = .false.
  prod = 1
!dvm$ region
!dvm$ parallel (j, i) on a(i, j), reduction(and(land), or(lor), eqv(leqv), neqv(lneqv), &
!dvm$&  product(prod))
  do j = 1, ny
    do i = 1, nx
      land = land .and. a(i, j) > -501
      lor = lor .or. a(i, j) == 512
      leqv = leqv .eqv. (a(i, j) > 0)
      lneqv = lneqv .neqv. (mod(a(i, j), 7) == 0)
      if (mod(i * j, 997) == 1) prod = prod * (1.0d0 + a(i, j) * 1.0d-4)
    end do
  end do
!dvm$ end region
  print '(4l3, f20.12)', land, lor, leqv, lneqv, prod
  vmax = -1.0d30
  vmin = 1.0d30
  iloc = 0
  jloc = 0
!dvm$ region
!dvm$ parallel (j, i) on a(i, j), reduction(maxloc(vmax, iloc, 2), minloc(vmin, jloc, 2))
  do j = 1, ny
    do i = 1, nx
      if (f(i, j) > vmax) then
        vmax = f(i, j)
        iloc(1) = i
        iloc(2) = j
      end if
      if (f(i, j) < vmin) then
        vmin = f(i, j)
        jloc(1) = i
        jloc(2) = j
      end if
    end do
  end do
!dvm$ end region
  print '(f14.6, 2i5, f14.6, 2i5)', vmax, iloc, vmin, jloc
end program region_reductions
