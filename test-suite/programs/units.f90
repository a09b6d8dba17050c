! Program units in one file: subroutines and typed functions, explicit-shape, adjustable and
! assumed-size dummy arrays, an array element passed as the start of a sequence, RETURN, SAVE,
! EXTERNAL, and a NPB-style random number generator (randlc).
program units
  implicit none
  integer :: i, n
  double precision :: x, a(10), s, randlc
  external randlc
  real :: r, area
  integer :: twice
  n = 10
  x = 314159265.0d0
  do i = 1, n
    a(i) = randlc(x, 1220703125.0d0)
  end do
  call total(a, n, s)
  print *, 'sum =', s
  call scale(a(3), 4, 2.0d0)
  print '(4f10.6)', a(1), a(2), a(3), a(4)
  r = area(2.0)
  print *, 'area', r, twice(21)
  call counter
  call counter
  call counter

end program units

subroutine total(v, m, s)
  integer m
  double precision v(m), s
  integer k
  s = 0
  do k = 1, m
    s = s + v(k)
  end do
  if (m > 100) return
  s = s * 1.0d0
end subroutine total

subroutine scale(v, m, f)
  integer m
  double precision v(*), f
  integer k
  do k = 1, m
    v(k) = v(k) * f
  end do
end

real function area(r)
  real r
  area = 3.0 * r * r
end function

integer function twice(k)
  integer k
  twice = 2 * k
  return
end

subroutine counter
  integer calls
  save calls
  calls = calls + 1
  print *, 'counter', calls
end subroutine

double precision function randlc(x, a)
  double precision x, a
  double precision t23, r23, t46, r46, t1, t2, t3, t4, a1, a2, x1, x2, z
  parameter (r23 = 0.5d0 ** 23, t23 = 2.0d0 ** 23, r46 = r23 ** 2, t46 = t23 ** 2)
  t1 = r23 * a
  a1 = int(t1)
  a2 = a - t23 * a1
  t1 = r23 * x
  x1 = int(t1)
  x2 = x - t23 * x1
  t1 = a1 * x2 + a2 * x1
  t2 = int(r23 * t1)
  z = t1 - t23 * t2
  t3 = t23 * z + a2 * x2
  t4 = int(r46 * t3)
  x = t3 - t46 * t4
  randlc = r46 * x
  return
end
