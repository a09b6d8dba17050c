! Free form, IMPLICIT NONE, DOUBLE PRECISION: MAX and MIN reductions on a
! 1-D distribution, with a PRIVATE temporary.
program minmax
  implicit none
  integer, parameter :: n = 777
  double precision :: a(n), amax, amin, t
  integer :: i, imax
  !DVM$ DISTRIBUTE a(BLOCK)

  !DVM$ PARALLEL (i) ON a(i)
  do i = 1, n
    a(i) = sin(dble(i) * 0.37d0) * dble(mod(i, 17))
  end do

  amax = -1.0d30
  amin = 1.0d30
  imax = -1000000
  !DVM$ PARALLEL (i) ON a(i), PRIVATE(t), REDUCTION(MAX(amax), MIN(amin), MAX(imax))
  do i = 1, n
    t = a(i) * 2.0d0 - 1.0d0
    amax = max(amax, t)
    amin = min(amin, t)
    if (a(i) > 0.5d0) imax = max(imax, i)
  end do
  print *, 'max =', amax
  print *, 'min =', amin
  print *, 'last index above 0.5 =', imax
end program minmax
