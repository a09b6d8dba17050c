! Gauss-Legendre quadrature: nodes by Newton iteration on the three-term recurrence of
! the Legendre polynomials (DO WHILE to convergence), weights from the derivative,
! symmetric nodes filled from both ends, and integrals of polynomials (exact up to
! degree 2n-1) and of smooth functions for several orders.
program gauss_legendre
  implicit none
  integer, parameter :: nmax = 12
  real(8) :: x(nmax), w(nmax), s, t, exact
  integer :: n, i, deg
  do n = 2, nmax, 5
    call nodes(n, x, w)
    write (*, '(a, i3, a, f14.10)') 'n =', n, ' sum of weights', sum_w(n)
    write (*, '(3f14.10)') (clean(x(i)), i = 1, (n + 1) / 2)
    do deg = 2 * n - 2, 2 * n
      s = 0
      do i = 1, n
        s = s + w(i) * x(i) ** deg
      end do
      exact = 0
      if (mod(deg, 2) == 0) exact = 2.0d0 / (deg + 1)
      write (*, '(a, i3, l3)') '  degree', deg, abs(s - exact) < 1.0d-12
    end do
    t = 0
    do i = 1, n
      t = t + w(i) * exp(x(i)) * cos(x(i))
    end do
    write (*, '(a, f16.12)') '  int exp(x)cos(x)', t
  end do
contains
  subroutine nodes(m, xs, ws)
    integer, intent(in) :: m
    real(8), intent(out) :: xs(*), ws(*)
    integer :: k, j
    real(8) :: z, z1, p0, p1, p2, dp
    do k = 1, (m + 1) / 2
      z = cos(3.141592653589793d0 * (k - 0.25d0) / (m + 0.5d0))
      z1 = z + 1
      do while (abs(z - z1) > 1.0d-15)
        p1 = 1; p2 = 0
        do j = 1, m
          p0 = p2
          p2 = p1
          p1 = ((2 * j - 1) * z * p2 - (j - 1) * p0) / j
        end do
        dp = m * (z * p1 - p2) / (z * z - 1)
        z1 = z
        z = z1 - p1 / dp
      end do
      xs(k) = z
      xs(m + 1 - k) = -z
      ws(k) = 2 / ((1 - z * z) * dp * dp)
      ws(m + 1 - k) = ws(k)
    end do
  end subroutine nodes

  ! A node that is zero up to rounding prints as 0, never as -0.
  real(8) function clean(v)
    real(8), intent(in) :: v
    clean = v
    if (abs(v) < 1.0d-13) clean = 0
  end function clean

  real(8) function sum_w(m)
    integer, intent(in) :: m
    integer :: k
    sum_w = 0
    do k = 1, m
      sum_w = sum_w + w(k)
    end do
  end function sum_w
end program gauss_legendre
