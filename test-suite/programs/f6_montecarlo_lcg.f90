! Monte Carlo with a reproducible generator: a 64-bit linear congruential generator kept in
! a module (state SAVEd between calls, skipped ahead by a jump function), uniform and
! Box-Muller normal deviates, an estimate of pi, a random walk histogram and the integral of
! a 3-D function; every number is integer-derived so all compilers print the same digits.
module f6_lcg
  implicit none
  integer, parameter :: i8 = selected_int_kind(18), dp = kind(1.0d0)
  integer(i8), parameter :: mult = 6364136223846793005_i8, inc = 1442695040888963407_i8
  integer(i8), save :: state = 88172645463325252_i8
contains
  subroutine seed(s)
    integer(i8), intent(in) :: s
    state = s
  end subroutine
  integer(i8) function next_raw()
    state = state * mult + inc
    next_raw = ishft(state, -11)
  end function
  real(dp) function uniform()
    uniform = real(next_raw(), dp) * 2.0_dp**(-53)
  end function
  subroutine normal_pair(z1, z2)
    real(dp), intent(out) :: z1, z2
    real(dp) :: u1, u2, r
    u1 = uniform()
    u2 = uniform()
    r = sqrt(-2 * log(1 - u1))
    z1 = r * cos(2 * acos(-1.0_dp) * u2)
    z2 = r * sin(2 * acos(-1.0_dp) * u2)
  end subroutine
  subroutine skip(n)
    integer, intent(in) :: n
    integer(i8) :: acc_mult, acc_plus, cur_mult, cur_plus
    integer :: k
    acc_mult = 1; acc_plus = 0
    cur_mult = mult; cur_plus = inc
    k = n
    do while (k > 0)
      if (iand(k, 1) == 1) then
        acc_mult = acc_mult * cur_mult
        acc_plus = acc_plus * cur_mult + cur_plus
      end if
      cur_plus = (cur_mult + 1) * cur_plus
      cur_mult = cur_mult * cur_mult
      k = k / 2
    end do
    state = acc_mult * state + acc_plus
  end subroutine
end module f6_lcg

program f6_montecarlo_lcg
  use f6_lcg
  implicit none
  integer :: i, inside, hist(-5:5), pos, step, walkers, j
  integer(i8) :: a, b
  real(dp) :: x, y, z, total, z1, z2, m1, m2
  call seed(12345_i8)
  inside = 0
  do i = 1, 100000
    x = uniform()
    y = uniform()
    if (x * x + y * y < 1) inside = inside + 1
  end do
  write (*, '(a, i0, f10.5)') 'pi hits ', inside, 4.0_dp * inside / 100000
  call seed(7_i8)
  do i = 1, 1000
    a = next_raw()
  end do
  call seed(7_i8)
  call skip(999)
  b = next_raw()
  write (*, '(a, l2, i22)') 'skip ', a == b, a
  hist = 0
  do walkers = 1, 2000
    pos = 0
    do step = 1, 25
      if (uniform() < 0.5_dp) then
        pos = pos - 1
      else
        pos = pos + 1
      end if
    end do
    j = max(-5, min(5, pos / 2))
    hist(j) = hist(j) + 1
  end do
  write (*, '(11i5)') hist
  write (*, '(a, i0)') 'total ', sum(hist)
  total = 0
  do i = 1, 20000
    x = uniform(); y = uniform(); z = uniform()
    total = total + exp(-(x * x + y * y + z * z))
  end do
  write (*, '(a, f12.8)') 'integral ', total / 20000
  m1 = 0; m2 = 0
  do i = 1, 5000
    call normal_pair(z1, z2)
    m1 = m1 + z1 + z2
    m2 = m2 + z1 * z1 + z2 * z2
  end do
  write (*, '(a, 2f10.5)') 'normal moments ', m1 / 10000, m2 / 10000
  write (*, '(a, i22)') 'state ', state
end program f6_montecarlo_lcg
