! INTEGER*8 / integer(8) arithmetic: factorials and binomials that overflow 32 bits,
! modular exponentiation, Collatz chain lengths, mixed-kind expressions and conversions
! (INT(x, 8), KIND=8 literals), HUGE of both kinds, and integer division/MOD with negatives.
program int8_arith
  implicit none
  integer(8) :: f, b, base, e, m, r, x, steps, longest, best
  integer*8 :: big
  integer :: i, k, n4
  f = 1_8
  do i = 1, 20
    f = f * i
    if (mod(i, 5) == 0) write (*, '(a, i3, a, i22)') 'fact(', i, ') =', f
  end do
  ! binomial(60, k) by the multiplicative formula (exact in 64 bits)
  do k = 0, 60, 12
    b = 1_8
    do i = 1, k
      b = b * (60 - k + i) / i
    end do
    write (*, '(a, i3, i22)') 'C(60,k)', k, b
  end do
  ! modular exponentiation
  base = 123456789_8
  e = 1000003_8
  m = 998244353_8
  r = 1_8
  x = mod(base, m)
  do while (e > 0)
    if (mod(e, 2_8) == 1) r = mod(r * x, m)
    x = mod(x * x, m)
    e = e / 2
  end do
  write (*, '(a, i12)') 'powmod', r
  ! the longest Collatz chain below 3000 (values exceed 32 bits for some starts? no, but
  ! the arithmetic is done in 64 bits)
  longest = 0
  best = 0
  do i = 1, 2999
    x = i
    steps = 0
    do while (x /= 1)
      if (mod(x, 2_8) == 0) then
        x = x / 2
      else
        x = 3 * x + 1
      end if
      steps = steps + 1
    end do
    if (steps > longest) then
      longest = steps
      best = i
    end if
  end do
  write (*, '(a, 2i8)') 'collatz', best, longest
  big = huge(n4)
  big = big + 10
  n4 = int(big - 20_8)
  write (*, '(i22, i12, i22)') big, n4, huge(big)
  write (*, '(6i5)') 17 / 5, -17 / 5, 17 / (-5), mod(-17, 5), mod(17, -5), modulo(-17, 5)
  write (*, '(4i5)') int(-3.7), nint(-3.5), nint(2.5), int(7.9d0)
end program int8_arith
