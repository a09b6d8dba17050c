! The REAL model intrinsics EXPONENT, FRACTION, SPACING, RRSPACING, SCALE, SET_EXPONENT and
! NEAREST on REAL(4) and REAL(8): zeros of both signs, subnormals, HUGE, TINY, infinities, NaNs
! and ordinary values, computed at run time and folded in named constants; TRANSFER between
! REALs and INTEGERs of the same size (IEEE bit patterns).
program fp_model
  implicit none
  real :: x4(10), z4, inf4
  real(8) :: x8(10), z8, inf8
  integer :: k, e
  integer(8) :: bits8
  integer, parameter :: pe = exponent(10.0), pe8 = exponent(-0.1d0)
  real, parameter :: pf = fraction(10.0), ps = spacing(1.0), prr = rrspacing(-3.0)
  real(8), parameter :: pn = nearest(1d0, -1d0), psc = scale(0.75d0, 10), pse = set_exponent(10d0, 3)
  integer, parameter :: pbits = transfer(1.0, 0)
  integer(8), parameter :: pbits8 = transfer(-2d0, 0_8)
  real, parameter :: pback = transfer(1078530011, 1.0)
  z4 = 0.0
  z8 = 0.0d0
  inf4 = huge(z4)
  inf4 = inf4 * 4.0
  inf8 = huge(z8)
  inf8 = inf8 * 4.0d0
  x4 = [1.0, -3.5, 0.1, tiny(z4), tiny(z4) / 8.0, huge(z4), z4, -z4, inf4, 1234567.0]
  x8 = [1.0d0, -3.5d0, 0.1d0, tiny(z8), tiny(z8) / 1024.0d0, huge(z8), z8, -z8, -inf8, 1d300]
  print *, 'constants', pe, pe8, pf, ps, prr
  print *, 'constants8', pn, psc, pse
  print *, 'bits', pbits, pbits8, pback
  do k = 1, 10
    print *, k, exponent(x4(k)), fraction(x4(k)), spacing(x4(k)), rrspacing(x4(k))
    print *, k, scale(x4(k), 3), scale(x4(k), -130), set_exponent(x4(k), 5)
    print *, k, nearest(x4(k), 1.0), nearest(x4(k), -2.0)
    print *, k, transfer(x4(k), 0), transfer(transfer(x4(k), 0), 1.0) == x4(k)
  end do
  do k = 1, 10
    print *, k, exponent(x8(k)), fraction(x8(k)), spacing(x8(k)), rrspacing(x8(k))
    print *, k, scale(x8(k), 7_8), scale(x8(k), -1070), set_exponent(x8(k), -2)
    print *, k, nearest(x8(k), 1d0), nearest(x8(k), -1.0)
    bits8 = transfer(x8(k), bits8)
    print *, k, bits8, ishft(bits8, -52), transfer(bits8, 1d0) == x8(k)
  end do
  ! NaN: the model functions give NaN, EXPONENT HUGE(0).
  z4 = inf4 - inf4
  z8 = inf8 - inf8
  print *, 'nan', exponent(z4), fraction(z4), spacing(z8), rrspacing(z8), set_exponent(z8, 1)
  print *, 'nan', nearest(z4, 1.0), scale(z8, 2), exponent(z8), isnan_bits(z8)
  ! Stepping through the subnormals of REAL(4) with NEAREST and back with SCALE.
  z4 = 0.0
  do k = 1, 5
    z4 = nearest(z4, 1.0)
    e = exponent(z4)
    print *, 'sub', k, transfer(z4, 0), e, scale(z4, 149), fraction(z4)
  end do
  ! The spacing of the numbers around powers of two (the ulp halves below them).
  do k = -3, 3
    print *, 'ulp', k, spacing(2.0**k), spacing(nearest(2.0**k, -1.0)), spacing(2d0**k)
  end do
contains
  logical function isnan_bits(v)
    real(8), intent(in) :: v
    integer(8) :: b
    b = transfer(v, b)
    isnan_bits = iand(ishft(b, -52), 2047_8) == 2047 .and. iand(b, 4503599627370495_8) /= 0
  end function
end program
