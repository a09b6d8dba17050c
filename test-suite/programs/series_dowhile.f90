! Series summed until the terms are negligible, with DO WHILE loops and iteration counts:
! e from factorials, pi by Machin's formula (two arctangent series), ln 2 by the
! alternating series and by the faster series of atanh(1/3), and the Basel sum with an
! Euler-Maclaurin tail correction; an internal function holds the arctangent series.
program series_dowhile
  implicit none
  real(8) :: s, term, x, pi
  integer :: k, n
  s = 1; term = 1; k = 0
  do while (term > 1.0d-16)
    k = k + 1
    term = term / k
    s = s + term
  end do
  write (*, '(a, f20.16, i5, l3)') 'e     ', s, k, abs(s - exp(1.0d0)) < 1.0d-14
  pi = 16 * atn(1.0d0 / 5, n) - 4 * atn(1.0d0 / 239, k)
  write (*, '(a, f20.16, 2i5)') 'pi    ', pi, n, k
  s = 0; k = 0; term = 1
  do while (k < 2000)
    k = k + 1
    term = 1.0d0 / k
    if (mod(k, 2) == 0) term = -term
    s = s + term
  end do
  write (*, '(a, f20.16, i5)') 'ln2 a ', s, k
  x = 1.0d0 / 3
  s = 0; term = x; k = 0
  do while (abs(term) > 1.0d-18)
    s = s + term / (2 * k + 1)
    term = term * x * x
    k = k + 1
  end do
  write (*, '(a, f20.16, i5)') 'ln2 b ', 2 * s, k
  s = 0
  do k = 1, 100
    s = s + 1.0d0 / (dble(k) * k)
  end do
  s = s + 1.0d0 / 100 - 1.0d0 / (2 * 100.0d0 ** 2) + 1.0d0 / (6 * 100.0d0 ** 3)
  write (*, '(a, f20.16, l3)') 'zeta2 ', s, abs(s - pi * pi / 6) < 1.0d-10
contains
  real(8) function atn(y, count)
    real(8), intent(in) :: y
    integer, intent(out) :: count
    real(8) :: t, p
    atn = 0
    p = y
    count = 0
    t = p
    do while (abs(t) > 1.0d-18)
      t = p / (2 * count + 1)
      if (mod(count, 2) == 1) t = -t
      atn = atn + t
      p = p * y * y
      count = count + 1
    end do
  end function atn
end program series_dowhile
