! dvmh-test: grids=2:2x1 2:1x2 4:2x2
! ACROSS loops with reductions in a REGION: on a device each may run as one wavefront kernel
! (all hyperplanes in one launch, each thread's partials carried across the planes, each
! block's combined once at the end) or as one launch per plane (DVMH_ACROSS_VARIANT; the
! emulation runs of the test use both). A Gauss-Seidel sweep whose largest planes have more
! points than the wavefront kernel's grid has threads, with SUM and MAX; a smaller sweep with
! every other kind (integer SUM/PRODUCT/MAX/MIN, logical AND/OR/EQV/NEQV, MAXLOC/MINLOC with
! 2-D locations, an array SUM); a 3-D sweep backwards in k with MINLOC and a SUM.
program region_wavefront_reductions
  implicit none
  integer, parameter :: n = 1100, m = 1030, n2 = 90, m2 = 70, l1 = 18, l2 = 22, l3 = 27
  real(8) :: a(n, m), b(n2, m2), c(l1, l2, l3)
  real(8) :: s, emax, vmax, vmin, cmin, csum
  integer :: i, j, k, isum, iprod, imax, imin, hist(4), iloc(2), jloc(2), kloc(3), v
  logical :: land, lor, leqv, lneqv
!dvm$ distribute a(block, block)
!dvm$ distribute b(block, block)
!dvm$ distribute c(*, block, block)
!dvm$ shadow c(1:1, 1:1, 1:1)
!dvm$ region
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = mod(i * 7 + j * 3, 19) * 0.125d0
    end do
  end do
!dvm$ parallel (j, i) on b(i, j)
  do j = 1, m2
    do i = 1, n2
      b(i, j) = mod(i * 11 + j * 5, 23) * 0.25d0 + 1.0d-3 * i
    end do
  end do
!dvm$ parallel (k, j, i) on c(i, j, k)
  do k = 1, l3
    do j = 1, l2
      do i = 1, l1
        c(i, j, k) = dble(mod(i * 2 + j + 5 * k, 23)) / 4
      end do
    end do
  end do
  s = 0
  emax = 0
!dvm$ parallel (j, i) on a(i, j), across(a(1:1, 1:1)), reduction(sum(s), max(emax))
  do j = 2, m - 1
    do i = 2, n - 1
      a(i, j) = 0.24d0 * (a(i - 1, j) + a(i + 1, j) + a(i, j - 1) + a(i, j + 1)) &
                + 0.04d0 * a(i, j)
      s = s + a(i, j) * mod(i + j, 3)
      emax = max(emax, a(i, j) * (1 + mod(i * j, 5)))
    end do
  end do
  isum = 0
  iprod = 1
  imax = -1000000
  imin = 1000000
  land = .true.
  lor = .false.
  leqv = .true.
  lneqv = .false.
  hist = 0
  vmax = -1.0d30
  vmin = 1.0d30
  iloc = 0
  jloc = 0
!dvm$ parallel (j, i) on b(i, j), across(b(1:1, 1:1)), private(v), reduction(sum(isum), product(iprod), &
!dvm$&  max(imax), min(imin), and(land), or(lor), eqv(leqv), neqv(lneqv), sum(hist), &
!dvm$&  maxloc(vmax, iloc, 2), minloc(vmin, jloc, 2))
  do j = 2, m2 - 1
    do i = 2, n2 - 1
      b(i, j) = 0.3d0 * (b(i - 1, j) + b(i, j - 1)) + 0.2d0 * (b(i + 1, j) + b(i, j + 1)) &
                + 1.0d-6 * (i * m2 + j)
      v = int(b(i, j) * 100)
      isum = isum + v
      if (mod(i * j, 401) == 3) iprod = iprod * (1 + mod(v, 3))
      imax = max(imax, v - i)
      imin = min(imin, v + j)
      land = land .and. (v > -5)
      lor = lor .or. (mod(v, 97) == 13)
      leqv = leqv .eqv. (mod(v, 5) == 0)
      lneqv = lneqv .neqv. (mod(v, 7) == 0)
      hist(1 + mod(v, 4)) = hist(1 + mod(v, 4)) + 1
      if (b(i, j) > vmax) then
        vmax = b(i, j)
        iloc(1) = i
        iloc(2) = j
      end if
      if (b(i, j) < vmin) then
        vmin = b(i, j)
        jloc(1) = i
        jloc(2) = j
      end if
    end do
  end do
  cmin = 1.0d30
  kloc = 0
  csum = 0
!dvm$ parallel (k, j, i) on c(i, j, k), across(c(1:1, 1:1, 1:1)), &
!dvm$&  reduction(minloc(cmin, kloc, 3), sum(csum))
  do k = l3 - 1, 2, -1
    do j = 2, l2 - 1
      do i = 2, l1 - 1
        c(i, j, k) = (c(i - 1, j, k) + c(i, j - 1, k) + c(i, j, k + 1)) / 4 &
                     + (c(i + 1, j, k) + c(i, j + 1, k) + c(i, j, k - 1)) / 12 &
                     + 1.0d-7 * (i + 31 * j + 977 * k)
        csum = csum + c(i, j, k) * mod(i + j + k, 4)
        if (c(i, j, k) < cmin) then
          cmin = c(i, j, k)
          kloc(1) = i
          kloc(2) = j
          kloc(3) = k
        end if
      end do
    end do
  end do
!dvm$ end region
  print '(a, f18.3, f16.10)', ' a:', s, emax
  print '(a, i10, i6, 2i8)', ' b:', isum, iprod, imax, imin
  print '(a, 4l3, 4i7)', ' b:', land, lor, leqv, lneqv, hist
  print '(a, f14.8, 2i5, f14.8, 2i5)', ' b:', vmax, iloc, vmin, jloc
  print '(a, f14.10, 3i5, f16.5)', ' c:', cmin, kloc, csum
  print '(4f16.10)', a(2, 2), a(n / 2, m / 2), a(n - 1, m - 1), b(n2 / 2, m2 / 3)
end program region_wavefront_reductions
