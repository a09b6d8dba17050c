! Numerical quadrature as in a physics toolkit: Romberg integration with Richardson
! extrapolation in a triangular table, composite Gauss-Legendre 3-point rule, adaptive
! Simpson with recursion, integrands passed as module procedures and as internal procedures
! that read their host's variables, and OPTIONAL arguments with PRESENT for tolerances.
module f7_quad
  implicit none
  integer, parameter :: dp = kind(1.0d0)
contains
  real(dp) function romberg(f, a, b, levels, table_out)
    interface
      real(dp) function f(x)
        import :: dp
        real(dp), intent(in) :: x
      end function f
    end interface
    real(dp), intent(in) :: a, b
    integer, intent(in) :: levels
    real(dp), intent(out), optional :: table_out(:,:)
    real(dp) :: r(levels, levels), h, s
    integer :: i, j, k
    h = b - a
    r(1, 1) = h / 2 * (f(a) + f(b))
    do i = 2, levels
      h = h / 2
      s = 0
      do k = 1, 2**(i - 2)
        s = s + f(a + (2 * k - 1) * h)
      end do
      r(i, 1) = r(i - 1, 1) / 2 + h * s
      do j = 2, i
        r(i, j) = r(i, j - 1) + (r(i, j - 1) - r(i - 1, j - 1)) / (4.0_dp**(j - 1) - 1)
      end do
    end do
    romberg = r(levels, levels)
    if (present(table_out)) table_out = r(1:size(table_out, 1), 1:size(table_out, 2))
  end function romberg

  real(dp) function gauss3(f, a, b, panels)
    interface
      real(dp) function f(x)
        import :: dp
        real(dp), intent(in) :: x
      end function f
    end interface
    real(dp), intent(in) :: a, b
    integer, intent(in) :: panels
    real(dp), parameter :: node = sqrt(0.6_dp), w(3) = [5.0_dp / 9, 8.0_dp / 9, 5.0_dp / 9]
    real(dp) :: h, mid
    integer :: p
    h = (b - a) / panels
    gauss3 = 0
    do p = 1, panels
      mid = a + (p - 0.5_dp) * h
      gauss3 = gauss3 + h / 2 * (w(1) * f(mid - node * h / 2) + w(2) * f(mid) &
           + w(3) * f(mid + node * h / 2))
    end do
  end function gauss3

  recursive real(dp) function simpson_adapt(f, a, b, tol, depth) result(res)
    interface
      real(dp) function f(x)
        import :: dp
        real(dp), intent(in) :: x
      end function f
    end interface
    real(dp), intent(in) :: a, b
    real(dp), intent(in), optional :: tol
    integer, intent(in), optional :: depth
    real(dp) :: m, whole, left, right, eps
    integer :: d
    eps = 1.0e-10_dp
    if (present(tol)) eps = tol
    d = 0
    if (present(depth)) d = depth
    m = (a + b) / 2
    whole = (b - a) / 6 * (f(a) + 4 * f(m) + f(b))
    left = (m - a) / 6 * (f(a) + 4 * f((a + m) / 2) + f(m))
    right = (b - m) / 6 * (f(m) + 4 * f((m + b) / 2) + f(b))
    if (d >= 30 .or. abs(left + right - whole) <= 15 * eps) then
      res = left + right + (left + right - whole) / 15
    else
      res = simpson_adapt(f, a, m, eps / 2, d + 1) + simpson_adapt(f, m, b, eps / 2, d + 1)
    end if
  end function simpson_adapt

  real(dp) function bell(x)
    real(dp), intent(in) :: x
    bell = exp(-x * x)
  end function bell

  real(dp) function spike(x)
    real(dp), intent(in) :: x
    spike = 1 / ((x - 0.3_dp)**2 + 0.001_dp) + 1 / ((x - 0.9_dp)**2 + 0.04_dp)
  end function spike
end module f7_quad

program f7_romberg_quad
  use f7_quad
  implicit none
  real(dp) :: tab(4, 4), freq, pi, exact
  integer :: i, ncalls

  pi = acos(-1.0_dp)
  write (*, '(a, f20.15)') 'romberg bell  ', romberg(bell, 0.0_dp, 2.0_dp, 8)
  write (*, '(a, f20.15)') 'erf(2)*sqrtpi/2', erf(2.0_dp) * sqrt(pi) / 2
  exact = romberg(bell, 0.0_dp, 1.0_dp, 6, tab)
  do i = 1, 4
    write (*, '(4f16.12)') tab(i, 1:i)
  end do
  write (*, '(a, f20.15)') 'gauss3 bell   ', gauss3(bell, 0.0_dp, 2.0_dp, 20)
  write (*, '(a, f20.12)') 'adapt spike   ', simpson_adapt(spike, 0.0_dp, 1.0_dp)
  write (*, '(a, f20.12)') 'adapt spike 1e-6', simpson_adapt(spike, 0.0_dp, 1.0_dp, tol=1.0e-6_dp)
  exact = (atan(0.7_dp / sqrt(0.001_dp)) + atan(0.3_dp / sqrt(0.001_dp))) / sqrt(0.001_dp) &
       + (atan(0.1_dp / 0.2_dp) + atan(0.9_dp / 0.2_dp)) / 0.2_dp
  write (*, '(a, f20.12)') 'exact spike   ', exact

  ! internal integrands see the host's frequency and count their calls
  do i = 1, 3
    freq = 1.7_dp * i
    ncalls = 0
    exact = romberg(osc, 0.0_dp, 1.0_dp, 7)
    write (*, '(a, i2, 2f18.12, i6)') 'osc', i, exact, (1 - cos(freq)) / freq, ncalls
  end do
  ncalls = 0
  exact = gauss3(osc, 0.0_dp, 1.0_dp, 10)
  write (*, '(a, f18.12, i6)') 'gauss osc', exact, ncalls
contains
  real(dp) function osc(x)
    real(dp), intent(in) :: x
    ncalls = ncalls + 1
    osc = sin(freq * x)
  end function osc
end program f7_romberg_quad
