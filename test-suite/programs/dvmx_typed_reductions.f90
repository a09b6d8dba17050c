! dvmh-test: grids=4:2x2 6:3x2
! Reductions of other types in one loop: INTEGER(8) SUM and PRODUCT, REAL(4) MINLOC with a
! location array, LOGICAL EQV/NEQV, and an array reduction (histogram) SUM together with a
! MAX of a derived value; distributed INTEGER, REAL(4) and REAL(8) arrays in one tree.
program dvmx_typed_reductions
  implicit none
  integer, parameter :: n = 11, m = 8
  real(8) :: z(n, m)
  integer :: k(n, m)
  real(4) :: f(n, m)
  integer :: i, j, hist(5), loc(2)
  real(8) :: zs
  integer(8) :: isum, iprod
  real(4) :: fmin
  logical :: leqv, lneqv
  real(8) :: big
!dvm$ distribute z(block, block)
!dvm$ align k(i, j) with z(i, j)
!dvm$ align f(i, j) with z(i, j)
!dvm$ parallel (j, i) on z(i, j)
  do j = 1, m
    do i = 1, n
      z(i, j) = i * 0.5d0 - j * 0.25d0
      k(i, j) = mod(i * 7 + j * 3, 13)
      f(i, j) = real(mod(i * 5 + j * 11, 17), 4) - 8.5 + 0.01 * i
    end do
  end do
  zs = 0; isum = 0; iprod = 1; fmin = 1e30; loc = 0
  leqv = .true.; lneqv = .false.; hist = 0; big = 0
!dvm$ parallel (j, i) on z(i, j), reduction(sum(zs), sum(isum), product(iprod), &
!dvm$& minloc(fmin, loc, 2), eqv(leqv), neqv(lneqv), sum(hist), max(big))
  do j = 1, m
    do i = 1, n
      zs = zs + z(i, j) * z(i, j)
      isum = isum + k(i, j) * 1000000000_8
      if (mod(i + j, 9) == 0) iprod = iprod * (k(i, j) + 1)
      if (f(i, j) < fmin) then
        fmin = f(i, j)
        loc(1) = i
        loc(2) = j
      end if
      leqv = leqv .eqv. (k(i, j) > 6)
      lneqv = lneqv .neqv. (k(i, j) > 3)
      hist(mod(k(i, j), 5) + 1) = hist(mod(k(i, j), 5) + 1) + 1
      big = max(big, abs(z(i, j)))
    end do
  end do
  print '(f16.6)', zs
  print *, isum, iprod
  print '(f10.3, 2i4, 2l3)', fmin, loc, leqv, lneqv
  print '(5i5, f12.6)', hist, big
end program
