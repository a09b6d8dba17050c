! Runge-Kutta integration of a Kepler orbit: a module with the state vector, the
! derivative routine and an RK4 stepper working on explicit-shape dummies, energy and
! angular momentum tracked as invariants, a period found by a sign change of y, and
! step-size halving compared (the error ratio shows fourth order).
module orbit
  implicit none
  integer, parameter :: neq = 4
  real(8), parameter :: gm = 1.0d0
contains
  subroutine deriv(s, ds)
    real(8), intent(in) :: s(neq)
    real(8), intent(out) :: ds(neq)
    real(8) :: r3
    r3 = sqrt(s(1) ** 2 + s(2) ** 2) ** 3
    ds(1) = s(3)
    ds(2) = s(4)
    ds(3) = -gm * s(1) / r3
    ds(4) = -gm * s(2) / r3
  end subroutine deriv

  subroutine rk4(s, h)
    real(8), intent(inout) :: s(neq)
    real(8), intent(in) :: h
    real(8) :: k1(neq), k2(neq), k3(neq), k4(neq), t(neq)
    integer :: i
    call deriv(s, k1)
    do i = 1, neq
      t(i) = s(i) + 0.5d0 * h * k1(i)
    end do
    call deriv(t, k2)
    do i = 1, neq
      t(i) = s(i) + 0.5d0 * h * k2(i)
    end do
    call deriv(t, k3)
    do i = 1, neq
      t(i) = s(i) + h * k3(i)
    end do
    call deriv(t, k4)
    do i = 1, neq
      s(i) = s(i) + h * (k1(i) + 2 * k2(i) + 2 * k3(i) + k4(i)) / 6
    end do
  end subroutine rk4

  real(8) function energy(s)
    real(8), intent(in) :: s(neq)
    energy = 0.5d0 * (s(3) ** 2 + s(4) ** 2) - gm / sqrt(s(1) ** 2 + s(2) ** 2)
  end function energy

  real(8) function angmom(s)
    real(8), intent(in) :: s(neq)
    angmom = s(1) * s(4) - s(2) * s(3)
  end function angmom
end module orbit

program rk4_orbit
  use orbit
  implicit none
  real(8) :: s(neq), h, e0, l0, t, tcross, yprev, err(2)
  integer :: k, nstep, i, run
  do run = 1, 2
    h = 0.02d0 / run
    nstep = nint(16.0d0 / h)
    s(1) = 1; s(2) = 0; s(3) = 0; s(4) = 1.2d0
    e0 = energy(s)
    l0 = angmom(s)
    t = 0
    tcross = -1
    do k = 1, nstep
      yprev = s(2)
      call rk4(s, h)
      t = t + h
      if (yprev < 0 .and. s(2) >= 0 .and. tcross < 0) tcross = t - h * s(2) / (s(2) - yprev)
    end do
    err(run) = abs(energy(s) - e0)
    write (*, '(a, f7.4, 4f12.7)') 'h', h, (s(i), i = 1, neq)
    write (*, '(a, f10.5, a, l2)') '  period ~', tcross, '  L conserved', abs(angmom(s) - l0) < 1.0d-7
  end do
  write (*, '(a, l2)') 'fourth order:', err(1) / err(2) > 10 .and. err(1) / err(2) < 40
end program rk4_orbit
