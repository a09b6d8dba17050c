! REAL kinds and the numeric inquiry intrinsics a careful numerical code uses to pick
! tolerances: EPSILON, HUGE, TINY, PRECISION, RANGE, DIGITS, RADIX, MAXEXPONENT, SPACING,
! NEAREST, FRACTION, EXPONENT, SCALE, SET_EXPONENT, RRSPACING; then a machine-epsilon loop,
! Kahan summation, and a relative-tolerance Newton iteration driven by them.
program f7_real_inquiry
  use, intrinsic :: iso_fortran_env, only: real32, real64
  implicit none
  integer, parameter :: sp = selected_real_kind(6, 37)
  integer, parameter :: dp = selected_real_kind(15, 307)
  real(sp) :: xs, eps_loop_s
  real(dp) :: xd, eps_loop_d, naive, kahan, c, y, t, root
  real(dp) :: vals(5)
  integer :: i

  print *, 'kinds', sp, dp, real32, real64, kind(1.0_sp), kind(1.0d0)
  print *, 'precision', precision(1.0_sp), precision(1.0_dp)
  print *, 'range', range(1.0_sp), range(1.0_dp), range(1_8)
  print *, 'digits', digits(1.0_sp), digits(1.0_dp), digits(1), radix(1.0)
  print *, 'exponents', minexponent(1.0_sp), maxexponent(1.0_sp), maxexponent(1.0_dp)
  print *, 'eps sp', epsilon(1.0_sp)
  print *, 'eps dp', epsilon(1.0_dp)
  print *, 'huge sp', huge(1.0_sp)
  print *, 'huge dp', huge(1.0_dp)
  print *, 'tiny sp', tiny(1.0_sp)
  print *, 'tiny dp', tiny(1.0_dp)

  ! the loop that finds machine epsilon by halving
  eps_loop_s = 1.0_sp
  do while (1.0_sp + eps_loop_s / 2.0_sp > 1.0_sp)
    eps_loop_s = eps_loop_s / 2.0_sp
  end do
  eps_loop_d = 1.0_dp
  do while (1.0_dp + eps_loop_d / 2.0_dp > 1.0_dp)
    eps_loop_d = eps_loop_d / 2.0_dp
  end do
  print *, 'loop eps', eps_loop_s == epsilon(1.0_sp), eps_loop_d == epsilon(1.0_dp)

  ! model decomposition of a few values
  vals = [1.0_dp, 0.1_dp, -3.75_dp, 1.0e10_dp, 6.02214076e23_dp]
  do i = 1, size(vals)
    xd = vals(i)
    write (*, '(i2, es24.16, i6, f20.16)') i, xd, exponent(xd), fraction(xd)
    write (*, '(2x, 3es24.16)') spacing(xd), rrspacing(xd), scale(fraction(xd), exponent(xd))
    write (*, '(2x, 3es24.16)') nearest(xd, 1.0_dp), nearest(xd, -1.0_dp), set_exponent(xd, 2)
  end do
  xs = 3.0_sp
  write (*, '(a, 4es16.8)') 'single ', spacing(xs), nearest(xs, 1.0), fraction(xs), scale(xs, -3)
  print *, 'exponent sp', exponent(xs), exponent(huge(xs)), exponent(tiny(xs))

  ! Kahan compensated sum of 0.1 added many times
  naive = 0.0_dp
  kahan = 0.0_dp
  c = 0.0_dp
  do i = 1, 100000
    naive = naive + 0.1_dp
    y = 0.1_dp - c
    t = kahan + y
    c = (t - kahan) - y
    kahan = t
  end do
  write (*, '(a, 2es26.17)') 'sums ', naive, kahan
  print *, 'kahan closer', abs(kahan - 1.0e4_dp) <= abs(naive - 1.0e4_dp)

  ! Newton for the cube root of 10, stopping at a few spacings
  root = 2.0_dp
  do i = 1, 50
    xd = root - (root**3 - 10.0_dp) / (3.0_dp * root**2)
    if (abs(xd - root) <= 4.0_dp * spacing(root)) exit
    root = xd
  end do
  write (*, '(a, f22.17, a, i3)') 'cbrt(10) ', xd, ' steps', i
  print *, 'ulps off', nint(abs(xd - 10.0_dp**(1.0_dp/3.0_dp)) / spacing(xd))
end program f7_real_inquiry
