! A natural cubic spline through tabulated points: the tridiagonal system for the second
! derivatives solved in a module procedure, evaluation with an interval search, the
! derivative and integral of the spline, all with INTENT-declared dummies and a module
! holding the table; compared against the sampled function.
module spline_table
  implicit none
  integer, parameter :: np = 11
  real(8) :: xt(np), yt(np), m2(np)
contains
  subroutine fit()
    real(8) :: c(np), d(np), h, w
    integer :: i
    ! uniform knots: h(i) = h
    h = xt(2) - xt(1)
    m2(1) = 0; m2(np) = 0
    do i = 2, np - 1
      d(i) = 6 * (yt(i + 1) - 2 * yt(i) + yt(i - 1)) / (h * h)
    end do
    ! Thomas algorithm for 1 4 1 / h-scaled system: (m(i-1) + 4 m(i) + m(i+1)) = d(i)
    c(2) = 1.0d0 / 4
    d(2) = d(2) / 4
    do i = 3, np - 1
      w = 4 - c(i - 1)
      c(i) = 1 / w
      d(i) = (d(i) - d(i - 1)) / w
    end do
    m2(np - 1) = d(np - 1)
    do i = np - 2, 2, -1
      m2(i) = d(i) - c(i) * m2(i + 1)
    end do
  end subroutine fit

  integer function interval(x)
    real(8), intent(in) :: x
    integer :: lo, hi, mid
    lo = 1; hi = np
    do while (hi - lo > 1)
      mid = (lo + hi) / 2
      if (xt(mid) > x) then
        hi = mid
      else
        lo = mid
      end if
    end do
    interval = lo
  end function interval

  subroutine evaluate(x, s, ds)
    real(8), intent(in) :: x
    real(8), intent(out) :: s, ds
    integer :: k
    real(8) :: h, a, b
    k = interval(x)
    h = xt(k + 1) - xt(k)
    a = (xt(k + 1) - x) / h
    b = (x - xt(k)) / h
    s = a * yt(k) + b * yt(k + 1) + ((a ** 3 - a) * m2(k) + (b ** 3 - b) * m2(k + 1)) * h * h / 6
    ds = (yt(k + 1) - yt(k)) / h - (3 * a * a - 1) * h * m2(k) / 6 + (3 * b * b - 1) * h * m2(k + 1) / 6
  end subroutine evaluate

  real(8) function integral()
    integer :: k
    real(8) :: h
    integral = 0
    do k = 1, np - 1
      h = xt(k + 1) - xt(k)
      integral = integral + h * (yt(k) + yt(k + 1)) / 2 - h ** 3 * (m2(k) + m2(k + 1)) / 24
    end do
  end function integral
end module spline_table

program spline_natural
  use spline_table
  implicit none
  integer :: i
  real(8) :: x, s, ds, err
  do i = 1, np
    xt(i) = (i - 1) * 0.3d0
    yt(i) = sin(xt(i)) * exp(-0.2d0 * xt(i))
  end do
  call fit()
  write (*, '(a, 5f12.7)') 'M2', (m2(i), i = 2, 10, 2)
  err = 0
  do i = 0, 30
    x = i * 0.1d0
    call evaluate(x, s, ds)
    err = max(err, abs(s - sin(x) * exp(-0.2d0 * x)))
    if (mod(i, 6) == 0) write (*, '(f6.2, 2f13.8)') x, s, ds
  end do
  write (*, '(a, l2)') 'max error below 1e-2:', err < 1.0d-2
  write (*, '(a, f14.9)') 'integral', integral()
end program spline_natural
