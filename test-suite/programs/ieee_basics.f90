! IEEE_ARITHMETIC: IEEE_VALUE of the class constants, IEEE_IS_NAN, IEEE_IS_FINITE,
! IEEE_IS_NORMAL, IEEE_IS_NEGATIVE, IEEE_UNORDERED, IEEE_COPY_SIGN and IEEE_SUPPORT_*, on
! REAL(4) and REAL(8) values computed at run time as well as constants.
program ieee_basics
  use, intrinsic :: ieee_arithmetic
  implicit none
  real(8) :: nan, pinf, ninf, x, zero, vals(6)
  real(4) :: s, snan
  integer :: i, nnan, nfin, nneg
  nan = ieee_value(nan, ieee_quiet_nan)
  pinf = ieee_value(pinf, ieee_positive_inf)
  ninf = ieee_value(1d0, ieee_negative_inf)
  snan = ieee_value(s, ieee_quiet_nan)
  zero = 0
  print *, 'nan', ieee_is_nan(nan), ieee_is_nan(pinf), ieee_is_nan(1d0), ieee_is_nan(snan)
  print *, 'inf', pinf > huge(1d0), ninf < -huge(1d0), pinf, ninf
  print *, 'finite', ieee_is_finite(nan), ieee_is_finite(pinf), ieee_is_finite(2.5d0), &
    ieee_is_finite(huge(s))
  x = -zero
  print *, 'negative', ieee_is_negative(x), ieee_is_negative(zero), ieee_is_negative(ninf), &
    ieee_is_negative(-3.0), ieee_is_negative(nan)
  print *, 'normal', ieee_is_normal(1d0), ieee_is_normal(0d0), ieee_is_normal(tiny(1d0) / 4), &
    ieee_is_normal(pinf), ieee_is_normal(nan)
  print *, 'unordered', ieee_unordered(1d0, nan), ieee_unordered(1d0, 2d0)
  print *, 'copy_sign', ieee_copy_sign(2.5d0, -1d0), ieee_copy_sign(-4.0, 1.0), &
    ieee_copy_sign(3d0, x)
  print *, 'support', ieee_support_nan(x), ieee_support_inf(s), ieee_support_datatype(x), &
    ieee_support_sqrt()
  vals = [1d0, nan, -2d0, pinf, x, ninf]
  nnan = 0
  nfin = 0
  nneg = 0
  do i = 1, size(vals)
    if (ieee_is_nan(vals(i))) nnan = nnan + 1
    if (ieee_is_finite(vals(i))) nfin = nfin + 1
    if (ieee_is_negative(vals(i))) nneg = nneg + 1
  end do
  print *, 'counts', nnan, nfin, nneg
  x = huge(1d0)
  print *, 'overflow', ieee_is_finite(x * 2), ieee_is_nan(pinf - pinf), ieee_is_nan(x / x)
end program ieee_basics
