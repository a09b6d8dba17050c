! Elemental intrinsics applied to arrays element by element: ABS, SQRT, EXP, LOG, SIN, COS,
! MAX, MIN with arrays and scalars mixed, MOD, MODULO, SIGN, INT, NINT, REAL, DBLE, with
! type conversions on assignment.
program arr_elemental
  implicit none
  integer :: k(8), j(8), i
  real :: r(8), s(8)
  double precision :: d(8)
  do i = 1, 8
    k(i) = (i - 4) * 3
    r(i) = (i - 4.5) * 0.75
  end do
  j = abs(k)
  print *, j
  print *, max(k, 0), min(k, j - 5, 2), mod(k, 5), modulo(k, 5), sign(3, k)
  s = abs(r)
  write (*, '(8f8.4)') s, sqrt(s), exp(r / 4), log(s + 1)
  write (*, '(8f8.4)') sin(r), cos(r), max(r, 0.0), min(r, -s / 2)
  print *, int(r), nint(r), int(r * 10) / 3
  d = dble(r) * 2
  write (*, '(4f12.6)') d, sqrt(abs(d)), real(d) + k
  r = k
  write (*, '(8f8.2)') r
  k = r * 1.5
  print *, k
  k = nint(sqrt(real(abs(k)) * 4))
  print *, k
end program
