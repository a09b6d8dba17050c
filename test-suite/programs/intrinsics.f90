! Intrinsic-heavy arithmetic with mixed kinds: integer division and MOD with
! negative operands, ** with integer and real exponents, SIGN, NINT, INT,
! EXP, LOG, SQRT, SIN/COS, min/max of mixed kinds, in a parallel loop.
program intr
  implicit none
  integer, parameter :: n = 21
  integer :: k(-10:10), q(-10:10), i
  real :: r(-10:10)
  double precision :: d(-10:10), acc
  integer :: isum
!DVM$ DISTRIBUTE k(BLOCK)
!DVM$ ALIGN q(i) WITH k(i)
!DVM$ ALIGN r(i) WITH k(i)
!DVM$ ALIGN d(i) WITH k(i)
!DVM$ PARALLEL (i) ON k(i)
  do i = -10, 10
    k(i) = i / 3 + mod(i, 4) * 10 + mod(-i, 3) * 100 + (-7) / (abs(i) + 1)
    q(i) = sign(i, -3) + isign(5, i) + i ** 2 - 2 ** abs(i / 2) + nint(real(i) / 4.0)
    r(i) = real(i) ** 2 / 3.0 + abs(real(i)) ** 1.5 + sign(2.5, real(i)) &
         + amax1(real(i), 0.0, -1.5) + float(i) * 0.1
    d(i) = exp(dble(i) / 10.0d0) + log(dble(i) + 11.0d0) + sqrt(dble(abs(i))) &
         + sin(dble(i)) * cos(dble(i) * 0.5d0) + dble(abs(i)+1) ** (-2) &
         + dmax1(dble(i), 1.0d0) + mod(dble(i), 3.0d0) + int(dble(i) * 0.7d0) &
         + dble(nint(-2.5d0 + i)) + min(i, 3) * 2.5 + max(real(i), 1.5d0)
  end do
  isum = 0
  acc = 0.0d0
!DVM$ PARALLEL (i) ON k(i), REDUCTION(SUM(isum), MAX(acc))
  do i = -10, 10
    isum = isum + k(i) - q(i)
    acc = max(acc, d(i) - r(i))
  end do
  print *, k
  print *, q
  print '(7F10.4)', r
  print '(3E24.15)', d
  print *, isum, acc
  print *, 7 / 2, -7 / 2, mod(-7, 2), mod(7, -2), 2 ** 10, 2.0 ** 0.5, (-2) ** 3, 2 ** (-1)
end program intr
