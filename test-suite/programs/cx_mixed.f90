! COMPLEX arithmetic mixed with INTEGER, REAL and DOUBLE PRECISION operands, powers by repeated
! multiplication, complex comparisons, DCMPLX/CMPLX, accumulation in loops and ES/EN-free E/F output.
program cxmix
  implicit none
  integer, parameter :: dp = kind(1.0d0)
  complex :: a, b, c(5)
  complex(kind=dp) :: z, zs, roots(6)
  integer :: i, k
  real :: r
  real(dp) :: pi, mag
  a = cmplx(3.0, 4.0)
  b = cmplx(1, -2)
  print *, a + 1, 2 * b, a / 2.0, a * 0.5d0, a * a, b * b * b
  r = abs(a)
  print *, r, abs(b) ** 2, real(a * conjg(a)), aimag(a - conjg(a))
  do i = 1, 5
    c(i) = cmplx(i, -i) * a / (i * b)
  end do
  write (*, '(5(2f9.4, 2x))') c
  pi = 4 * atan(1.0_dp)
  zs = dcmplx(0.0_dp, 0.0_dp)
  do k = 0, 5
    roots(k + 1) = dcmplx(cos(2 * pi * k / 6), sin(2 * pi * k / 6))
    zs = zs + roots(k + 1)
  end do
  mag = abs(zs)
  print *, 'sum of roots small', mag < 1.0d-12
  z = roots(2)
  do k = 2, 6
    z = z * roots(2)
  end do
  write (*, '(a, 2f12.8)') ' w**6 = ', z
  write (*, '(a, 2e16.8)') ' w**2 = ', roots(2) * roots(2)
  if (roots(1) == dcmplx(1.0_dp, 0.0_dp)) print *, 'first root is one'
  if (a /= b) print *, 'a differs from b'
  z = a
  z = z + b * 2
  print *, z, dble(z), aimag(z)
end program
