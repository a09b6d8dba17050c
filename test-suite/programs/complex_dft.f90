! A discrete Fourier transform in DOUBLE COMPLEX (complex(8)): twiddle factors from
! DCMPLX(cos, sin), the forward transform of a real signal with two tones, the spectrum's
! peaks found by magnitude, Parseval's identity, and the inverse transform recovering the
! signal; complex arrays passed to subroutines with explicit-shape dummies.
program complex_dft
  implicit none
  integer, parameter :: n = 32
  complex(8) :: x(n), y(n), z(n)
  real(8) :: e1, e2, err, pi
  integer :: k, best, second
  pi = 4 * atan(1.0d0)
  do k = 1, n
    x(k) = dcmplx(sin(2 * pi * 3 * (k - 1) / n) + 0.5d0 * cos(2 * pi * 7 * (k - 1) / n), 0.0d0)
  end do
  call dft(x, y, n, -1)
  call dft(y, z, n, 1)
  e1 = 0; e2 = 0; err = 0
  do k = 1, n
    z(k) = z(k) / n
    e1 = e1 + abs(x(k)) ** 2
    e2 = e2 + abs(y(k)) ** 2
    err = max(err, abs(z(k) - x(k)))
  end do
  best = 1
  do k = 2, n / 2
    if (abs(y(k)) > abs(y(best))) best = k
  end do
  second = 1
  do k = 2, n / 2
    if (k /= best .and. abs(y(k)) > abs(y(second))) second = k
  end do
  write (*, '(a, 2i4)') 'peaks at bins', best - 1, second - 1
  write (*, '(a, 2f12.6)') 'peak values', abs(y(best)), abs(y(second))
  write (*, '(a, l2)') 'Parseval', abs(e1 - e2 / n) < 1.0d-9
  write (*, '(a, l2)') 'round trip', err < 1.0d-12
  do k = 1, 10
    write (*, '(i3, 2i8)') k - 1, nint(1000 * dble(y(k))), nint(1000 * dimag(y(k)))
  end do
contains
  subroutine dft(a, b, m, sgn)
    integer, intent(in) :: m, sgn
    complex(8), intent(in) :: a(m)
    complex(8), intent(out) :: b(m)
    integer :: j, l
    complex(8) :: w
    do j = 1, m
      b(j) = dcmplx(0.0d0, 0.0d0)
      do l = 1, m
        w = dcmplx(cos(2 * pi * (j - 1) * (l - 1) / m), sgn * sin(2 * pi * (j - 1) * (l - 1) / m))
        b(j) = b(j) + a(l) * w
      end do
    end do
  end subroutine dft
end program complex_dft
