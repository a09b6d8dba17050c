! A 1-D complex FFT: recursive radix-2 decimation in time on COMPLEX(dp) arrays (even/odd
! sections passed to the recursion), an iterative in-place version with bit reversal, the
! inverse through conjugation, and checks against a direct DFT: Parseval's identity, the
! spectrum of a two-tone signal and a circular convolution by the convolution theorem.
module f6_fft_mod
  implicit none
  integer, parameter :: dp = selected_real_kind(15, 307)
  real(dp), parameter :: pi = 4 * atan(1.0_dp)
contains
  recursive function fft_rec(x) result(y)
    complex(dp), intent(in) :: x(:)
    complex(dp) :: y(size(x))
    complex(dp) :: even(size(x) / 2), odd(size(x) / 2), w
    integer :: n, k
    n = size(x)
    if (n == 1) then
      y = x
      return
    end if
    even = fft_rec(x(1:n:2))
    odd = fft_rec(x(2:n:2))
    do k = 1, n / 2
      w = exp(cmplx(0.0_dp, -2 * pi * (k - 1) / n, dp)) * odd(k)
      y(k) = even(k) + w
      y(k + n / 2) = even(k) - w
    end do
  end function
  subroutine fft_iter(a)
    complex(dp), intent(inout) :: a(0:)
    integer :: n, i, j, bit, len, k
    complex(dp) :: wlen, w, u, v, t
    n = size(a)
    j = 0
    do i = 1, n - 1
      bit = n / 2
      do while (iand(j, bit) /= 0)
        j = ieor(j, bit)
        bit = bit / 2
      end do
      j = ieor(j, bit)
      if (i < j) then
        t = a(i); a(i) = a(j); a(j) = t
      end if
    end do
    len = 2
    do while (len <= n)
      wlen = cmplx(cos(2 * pi / len), -sin(2 * pi / len), dp)
      do i = 0, n - 1, len
        w = (1.0_dp, 0.0_dp)
        do k = 0, len / 2 - 1
          u = a(i + k)
          v = a(i + k + len / 2) * w
          a(i + k) = u + v
          a(i + k + len / 2) = u - v
          w = w * wlen
        end do
      end do
      len = len * 2
    end do
  end subroutine
  function dft(x) result(y)
    complex(dp), intent(in) :: x(:)
    complex(dp) :: y(size(x))
    integer :: n, j, k
    n = size(x)
    do k = 0, n - 1
      y(k + 1) = sum([(x(j + 1) * exp(cmplx(0.0_dp, -2 * pi * j * k / n, dp)), j = 0, n - 1)])
    end do
  end function
end module f6_fft_mod

program f6_fft_radix2
  use f6_fft_mod
  implicit none
  integer, parameter :: n = 32
  complex(dp) :: x(n), y1(n), y2(n), y3(n), h(n), c1(n), c2(n)
  real(dp) :: t
  integer :: i, j
  do i = 1, n
    t = real(i - 1, dp) / n
    x(i) = cmplx(cos(2 * pi * 3 * t) + 0.5_dp * sin(2 * pi * 7 * t), 0.0_dp, dp)
  end do
  y1 = fft_rec(x)
  y2 = x
  call fft_iter(y2)
  y3 = dft(x)
  write (*, '(a, 2l2)') 'rec/iter vs dft ', maxval(abs(y1 - y3)) < 1.0e-12_dp, &
    maxval(abs(y2 - y3)) < 1.0e-12_dp
  write (*, '(a, 2f14.8)') 'parseval ', sum(abs(x)**2), sum(abs(y1)**2) / n
  do i = 1, n / 2
    if (abs(y1(i)) > 1.0e-6_dp) write (*, '(i3, 2i6, f10.4)') i - 1, nint(real(y1(i))), &
      nint(aimag(y1(i))), abs(y1(i))
  end do
  y2 = conjg(y1)
  call fft_iter(y2)
  y2 = conjg(y2) / n
  write (*, '(a, l2)') 'inverse ', maxval(abs(y2 - x)) < 1.0e-13_dp
  h = 0
  h(1:4) = [(cmplx(1.0_dp / i, 0.0_dp, dp), i = 1, 4)]
  do i = 1, n
    c1(i) = sum([(x(j) * h(modulo(i - j, n) + 1), j = 1, n)])
  end do
  y1 = fft_rec(x)
  y2 = fft_rec(h)
  y3 = conjg(y1 * y2)
  call fft_iter(y3)
  c2 = conjg(y3) / n
  write (*, '(a, l2)') 'convolution ', maxval(abs(c1 - c2)) < 1.0e-13_dp
  write (*, '(4f12.6)') real(c1(1:n:4))
end program f6_fft_radix2
