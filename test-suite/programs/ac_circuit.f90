! Single-precision COMPLEX phasor arithmetic for an RLC circuit: impedances built with
! CMPLX, series and parallel combinations, current and voltages by complex division,
! magnitudes and phases (ABS, AIMAG, REAL, ATAN2, CONJG for the power), over a sweep of
! frequencies that passes through resonance.
program ac_circuit
  implicit none
  real, parameter :: r = 50.0, l = 0.1, c = 1.0e-5, v0 = 10.0
  real :: f, w, ph, p
  complex :: zr, zl, zc, zs, zp, i, vc, s
  integer :: k
  do k = 0, 8
    f = 100.0 + 20.0 * k
    w = 2 * 3.14159265 * f
    zr = cmplx(r, 0.0)
    zl = cmplx(0.0, w * l)
    zc = cmplx(0.0, -1.0 / (w * c))
    zs = zr + zl + zc
    zp = zr + (zl * zc) / (zl + zc)
    i = v0 / zs
    vc = i * zc
    s = v0 * conjg(i)
    ph = atan2(aimag(zs), real(zs)) * 180 / 3.14159265
    p = real(s)
    write (*, '(f7.1, f10.3, f9.2, f9.4, f9.3, f9.3)') f, abs(zs), ph, abs(i), abs(vc), p
  end do
  zp = cmplx(3.0, 4.0)
  write (*, '(4f9.4)') real(1 / zp), aimag(1 / zp), abs(zp * conjg(zp)), real(zp * zp)
end program ac_circuit
