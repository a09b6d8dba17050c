! Numeric intrinsics of both real kinds and integers with printable results: SIGN, DIM,
! NINT, AINT, ANINT, INT, FLOOR, CEILING, MOD and MODULO of reals, ABS, MAX/MIN with
! several arguments, DPROD, ATAN2 in all quadrants, hyperbolic functions, SQRT/EXP/LOG/
! LOG10, and REAL/DBLE/INT conversions, evaluated over a small table of arguments.
program num_intrinsics
  implicit none
  real :: r(6)
  real(8) :: d(6), y
  integer :: i
  r(1) = 2.5; r(2) = -2.5; r(3) = 3.49; r(4) = -0.51; r(5) = 7.0; r(6) = -7.75
  do i = 1, 6
    d(i) = dble(r(i)) * 1.5d0
  end do
  do i = 1, 6
    write (*, '(f7.2, 4i4, 2f7.2, 2i4)') r(i), nint(r(i)), int(r(i)), floor(r(i)), &
      ceiling(r(i)), aint(r(i)), anint(r(i)), nint(d(i)), floor(d(i))
  end do
  do i = 1, 6
    write (*, '(4f9.3, 2i5)') sign(1.5, r(i)), dim(r(i), 1.0), mod(r(i), 2.0), &
      modulo(r(i), 2.0), sign(3, int(r(i))), dim(5, nint(r(i)))
  end do
  write (*, '(4f10.5)') mod(d(6), 2.0d0), modulo(d(6), 2.0d0), modulo(-d(6), 2.0d0), abs(d(4))
  write (*, '(3i5, 3f8.3)') max(3, -1, 7, 2), min(3, -1, 7, 2), abs(-12), &
    max(r(1), r(3), r(5)), min(r(2), r(4), r(6)), max(1.0, abs(r(6)))
  write (*, '(f16.10)') dprod(1.1, 3.3)
  do i = 0, 7
    y = 0.25d0 * i * 3.141592653589793d0
    write (*, '(i3, 3f11.6)') i, atan2(sin(y), cos(y)), atan2(2 * sin(y), -1.0d0), &
      atan(tan(y + 0.1d0))
  end do
  write (*, '(3f12.7)') sinh(0.7d0), cosh(0.7d0), tanh(0.7d0)
  write (*, '(4f12.7)') sqrt(2.0d0), exp(1.0d0), log(10.0d0), log10(2.0d0)
  write (*, '(2f12.5, i12, f12.3)') real(d(3)), dble(r(4)), int(1.0d9 + 0.5d0), real(7) / 2
end program num_intrinsics
