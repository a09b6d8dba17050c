! dvmh-test: grids=4:2x2 6:3x2 8:2x4
! MAXLOC and MINLOC with location arrays of 3 coordinates together with SUM, PRODUCT-free
! MIN/MAX and a count in one parallel loop over a 3-D array; then on a template-aligned 1-D
! array with a scalar location and AND/OR reductions.
program dvmx_maxloc_sum
  implicit none
  integer, parameter :: n = 7, m = 10, l = 5
  real(8) :: a(n, m, l)
  integer :: v(23)
  integer :: i, j, k, cnt
  integer :: locmax(3), locmin(3), iv, jv
  real(8) :: amax, amin, s, lo
  integer :: vmax, vmin
  logical :: allpos, anyneg
!dvm$ distribute a(block, block, *)
!dvm$ template t(30)
!dvm$ distribute t(block)
!dvm$ align v(i) with t(i + 4)
!dvm$ parallel (k, j, i) on a(i, j, k)
  do k = 1, l
    do j = 1, m
      do i = 1, n
        a(i, j, k) = sin(i * 1.3d0 + j * 0.7d0 - k * 2.1d0) * (i + j + k)
      end do
    end do
  end do
  amax = -1d30; amin = 1d30; s = 0; lo = 1d30; cnt = 0
  locmax = 0; locmin = 0
!dvm$ parallel (k, j, i) on a(i, j, k), reduction(maxloc(amax, locmax, 3), &
!dvm$&  minloc(amin, locmin, 3), sum(s), min(lo), sum(cnt))
  do k = 1, l
    do j = 1, m
      do i = 1, n
        s = s + a(i, j, k)
        if (a(i, j, k) > amax) then
          amax = a(i, j, k)
          locmax(1) = i; locmax(2) = j; locmax(3) = k
        end if
        if (a(i, j, k) < amin) then
          amin = a(i, j, k)
          locmin(1) = i; locmin(2) = j; locmin(3) = k
        end if
        if (a(i, j, k) > 0) cnt = cnt + 1
        lo = min(lo, abs(a(i, j, k)))
      end do
    end do
  end do
  print '(a, f14.6, 3i4)', ' max', amax, locmax
  print '(a, f14.6, 3i4)', ' min', amin, locmin
  print '(a, f14.6, f12.8, i6)', ' sum', s, lo, cnt
!dvm$ parallel (i) on v(i)
  do i = 1, 23
    v(i) = mod(i * 37, 29) - 10
  end do
  vmax = -100; vmin = 100; iv = -1; jv = -1; allpos = .true.; anyneg = .false.
!dvm$ parallel (i) on v(i), reduction(maxloc(vmax, iv), minloc(vmin, jv), and(allpos), &
!dvm$& or(anyneg))
  do i = 1, 23
    if (v(i) > vmax) then
      vmax = v(i); iv = i
    end if
    if (v(i) < vmin) then
      vmin = v(i); jv = i
    end if
    allpos = allpos .and. v(i) > 0
    anyneg = anyneg .or. v(i) < 0
  end do
  print *, 'v', vmax, iv, vmin, jv, allpos, anyneg
end program
