! Expressions: gfortran's mixed-mode promotion, integer division, powers, intrinsics,
! logical operators.
program arith
  implicit none
  integer :: i, j, k
  integer(8) :: big
  real :: x, y
  double precision :: d
  logical :: p, q
  i = 7
  j = 2
  x = 1. + i + j
  k = i / j
  k = 2**(-1) + 2**10
  x = 1.5**i
  d = dble(x) ** 2.5d0
  y = max(x, 2.0, real(i))
  k = mod(-i, j) + sign(3, -j) + nint(x)
  big = int(i, 8) * 3_8
  d = sqrt(d) + abs(-d) + exp(1.0d0)
  p = x > y .and. .not. (i == j)
  q = p .eqv. (k >= 0) .or. p .neqv. q
end program arith
