! Every reduction kind with every type, several in one loop, reductions
! updated inside nested sequential loops in the parallel body.
program reds
  implicit none
  integer, parameter :: n = 29, m = 4
  integer :: ia(n), i, j
  integer :: isum, iprod, imax, imin
  integer*8 :: ksum, kmax
  real :: r(n), rsum, rprod, rmax, rmin
  double precision :: d(n), dsum, dprod, dmax, dmin
  logical :: la, lo, le, ln
!DVM$ DISTRIBUTE ia(BLOCK)
!DVM$ ALIGN (i) WITH ia(i) :: r, d

!DVM$ PARALLEL (i) ON ia(i)
  do i = 1, n
    ia(i) = mod(i * 37, 19) - 9
    r(i) = 1.0 + real(mod(i, 5)) * 0.01
    d(i) = 1.0d0 - dble(mod(i, 7)) * 0.003d0
  end do

  isum = 0; iprod = 1; imax = -huge(imax); imin = huge(imin)
  ksum = 0_8; kmax = -1_8
  rsum = 0.0; rprod = 1.0; rmax = -1.0e30; rmin = 1.0e30
  dsum = 0.0d0; dprod = 1.0d0; dmax = -1.0d300; dmin = 1.0d300
  la = .true.; lo = .false.; le = .true.; ln = .false.
!DVM$ PARALLEL (i) ON ia(i), REDUCTION(SUM(isum), PRODUCT(iprod), MAX(imax), MIN(imin), &
!DVM$&  SUM(ksum), MAX(kmax), SUM(rsum), PRODUCT(rprod), MAX(rmax), MIN(rmin), &
!DVM$&  SUM(dsum), PRODUCT(dprod), MAX(dmax), MIN(dmin), AND(la), OR(lo), EQV(le), NEQV(ln))
  do i = 1, n
    do j = 1, m
      isum = isum + ia(i) * j
      ksum = ksum + int(ia(i), 8) * 1000000007_8
      kmax = max(kmax, int(i, 8) * int(j, 8) * 3000000000_8)
      rsum = rsum + r(i) * real(j)
      dsum = dsum + d(i) / dble(j)
      imax = max(imax, ia(i) + j)
      imin = min(imin, ia(i) - j)
      rmax = max(rmax, r(i) * j)
      rmin = min(rmin, -r(i) * j)
      dmax = max(dmax, d(i) * j)
      dmin = min(dmin, d(i) - j)
    end do
    if (ia(i) /= 0 .and. abs(ia(i)) < 3) iprod = iprod * ia(i)
    rprod = rprod * r(i)
    dprod = dprod * d(i)
    la = la .and. ia(i) > -10
    lo = lo .or. ia(i) == 9
    le = le .eqv. (ia(i) > 0)
    ln = ln .neqv. (mod(ia(i), 3) == 0)
  end do
  print *, isum, iprod, imax, imin
  print *, ksum, kmax
  print *, rsum, rprod, rmax, rmin
  print *, dsum, dprod
  print *, dmax, dmin
  print *, la, lo, le, ln
end program reds
