! Reductions in loop nests of 1, 2 and 3 loops of a REGION, which run on the device's 3-D
! grid (one thread per iteration, each block's partials combined by warp shuffles): integer
! MAXLOC/MINLOC with many ties (the serial program's first occurrence must win on every
! path), a 1-D loop with SUM and MIN over more iterations than one grid row, a 3-D loop with
! MAX/SUM of reals besides, and an array SUM of 300
! bins (more than the kernels keep in shared memory per warp: the warps' results go through
! global memory). The results must be the serial program's.
program region_grid_reductions
  implicit none
  integer, parameter :: n1 = 70001, nx = 37, ny = 29, nz = 23, nb = 300
  integer :: v(n1), a(nx, ny, nz), i, j, k, imin, imax, iloc(3), jloc(3), hist(nb)
  real(8) :: w(n1), s, smin, dmax, dsum
!dvm$ distribute v(block)
!dvm$ align w(i) with v(i)
!dvm$ distribute a(*, block, block)
!dvm$ region
!dvm$ parallel (i) on v(i)
  do i = 1, n1
    v(i) = mod(i * 7919, 1009) - 504
    w(i) = v(i) * 0.5d0 + i * 1.0d-5
  end do
!dvm$ parallel (k, j, i) on a(i, j, k)
  do k = 1, nz
    do j = 1, ny
      do i = 1, nx
        a(i, j, k) = mod(i * 13 + j * 7 + k * 5, 41)
      end do
    end do
  end do
!dvm$ end region
  s = 0
  smin = 1.0d30
  hist = 0
!dvm$ region
!dvm$ parallel (i) on v(i), reduction(sum(s), min(smin), sum(hist))
  do i = 1, n1
    s = s + w(i) * 1.0d-3
    smin = min(smin, w(i))
    hist(mod(v(i) + 1000, nb) + 1) = hist(mod(v(i) + 1000, nb) + 1) + 1
  end do
!dvm$ end region
  print '(2f20.8)', s, smin
  print '(10i7)', hist(1:10), hist(nb - 9:nb)
  print '(i10)', sum(hist * [(i, i = 1, nb)])
  imax = -1
  imin = 1000
  iloc = 0
  jloc = 0
  dmax = -1.0d30
  dsum = 0
!dvm$ region
!dvm$ parallel (k, j, i) on a(i, j, k), reduction(maxloc(imax, iloc, 3), &
!dvm$&  minloc(imin, jloc, 3), max(dmax), sum(dsum))
  do k = 1, nz
    do j = 1, ny
      do i = 1, nx
        if (a(i, j, k) > imax) then
          imax = a(i, j, k)
          iloc(1) = i
          iloc(2) = j
          iloc(3) = k
        end if
        if (a(i, j, k) < imin) then
          imin = a(i, j, k)
          jloc(1) = i
          jloc(2) = j
          jloc(3) = k
        end if
        dmax = max(dmax, a(i, j, k) * 0.5d0 - i * 0.01d0)
        dsum = dsum + a(i, j, k) * 1.0d-2
      end do
    end do
  end do
!dvm$ end region
  print '(i5, 3i4, i5, 3i4)', imax, iloc, imin, jloc
  print '(2f16.6)', dmax, dsum
end program region_grid_reductions
