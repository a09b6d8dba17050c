! Golden values for codegen-host's integer-power tests: x**n as gfortran computes it.
! Regenerate powers.expected with:  gfortran -O2 powers.f90 -o powers && ./powers > powers.expected
! Columns: n, then the bits of x**n (Z format) for a real(8) and a real(4) base with
! (1) a constant integer(4) exponent, (2) a variable integer(4) exponent, (3) a variable
! integer(8) exponent; then integer results i**n for integer(4) and integer(8).
module powers_m
contains
  subroutine const_pow(x, y, o8, o4)
    real(8), intent(in) :: x
    real(4), intent(in) :: y
    real(8), intent(out) :: o8(:)
    real(4), intent(out) :: o4(:)
    o8(1) = x**(-13)
    o4(1) = y**(-13)
    o8(2) = x**(-12)
    o4(2) = y**(-12)
    o8(3) = x**(-11)
    o4(3) = y**(-11)
    o8(4) = x**(-10)
    o4(4) = y**(-10)
    o8(5) = x**(-9)
    o4(5) = y**(-9)
    o8(6) = x**(-8)
    o4(6) = y**(-8)
    o8(7) = x**(-7)
    o4(7) = y**(-7)
    o8(8) = x**(-6)
    o4(8) = y**(-6)
    o8(9) = x**(-5)
    o4(9) = y**(-5)
    o8(10) = x**(-4)
    o4(10) = y**(-4)
    o8(11) = x**(-3)
    o4(11) = y**(-3)
    o8(12) = x**(-2)
    o4(12) = y**(-2)
    o8(13) = x**(-1)
    o4(13) = y**(-1)
    o8(14) = x**(0)
    o4(14) = y**(0)
    o8(15) = x**(1)
    o4(15) = y**(1)
    o8(16) = x**(2)
    o4(16) = y**(2)
    o8(17) = x**(3)
    o4(17) = y**(3)
    o8(18) = x**(4)
    o4(18) = y**(4)
    o8(19) = x**(5)
    o4(19) = y**(5)
    o8(20) = x**(6)
    o4(20) = y**(6)
    o8(21) = x**(7)
    o4(21) = y**(7)
    o8(22) = x**(8)
    o4(22) = y**(8)
    o8(23) = x**(9)
    o4(23) = y**(9)
    o8(24) = x**(10)
    o4(24) = y**(10)
    o8(25) = x**(11)
    o4(25) = y**(11)
    o8(26) = x**(12)
    o4(26) = y**(12)
    o8(27) = x**(13)
    o4(27) = y**(13)
    o8(28) = x**(15)
    o4(28) = y**(15)
    o8(29) = x**(16)
    o4(29) = y**(16)
    o8(30) = x**(17)
    o4(30) = y**(17)
    o8(31) = x**(23)
    o4(31) = y**(23)
    o8(32) = x**(29)
    o4(32) = y**(29)
    o8(33) = x**(31)
    o4(33) = y**(31)
    o8(34) = x**(32)
    o4(34) = y**(32)
    o8(35) = x**(33)
    o4(35) = y**(33)
    o8(36) = x**(63)
    o4(36) = y**(63)
    o8(37) = x**(64)
    o4(37) = y**(64)
    o8(38) = x**(100)
    o4(38) = y**(100)
    o8(39) = x**(127)
    o4(39) = y**(127)
    o8(40) = x**(200)
    o4(40) = y**(200)
    o8(41) = x**(255)
    o4(41) = y**(255)
    o8(42) = x**(256)
    o4(42) = y**(256)
    o8(43) = x**(257)
    o4(43) = y**(257)
    o8(44) = x**(300)
    o4(44) = y**(300)
    o8(45) = x**(1000)
    o4(45) = y**(1000)
    o8(46) = x**(4097)
    o4(46) = y**(4097)
    o8(47) = x**(65535)
    o4(47) = y**(65535)
    o8(48) = x**(100001)
    o4(48) = y**(100001)
    o8(49) = x**(-257)
    o4(49) = y**(-257)
    o8(50) = x**(-1000)
    o4(50) = y**(-1000)
  end subroutine
end module
program powers
  use powers_m
  integer, parameter :: ne = 50
  integer(4), parameter :: e4(ne) = [ &
    -13, -12, -11, -10, -9, -8, -7, -6, -5, -4, -3, -2, &
    -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, &
    11, 12, 13, 15, 16, 17, 23, 29, 31, 32, 33, 63, &
    64, 100, 127, 200, 255, 256, 257, 300, 1000, 4097, 65535, 100001, &
    -257, -1000 ]
  integer(4), parameter :: ib(5) = [ -3, -1, 2, 3, 5 ]
  integer(4), parameter :: ie(20) = [ -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 31, 40, 63 ]
  real(8) :: x, o8(ne)
  real(4) :: y, o4(ne)
  integer(4) :: k, b, n4
  integer(8) :: n8, b8
  x = 1.0000001234567d0
  y = 1.0001234
  call const_pow(x, y, o8, o4)
  do k = 1, ne
    n4 = e4(k)
    n8 = e4(k)
    print '(I0, 6(1X, Z0.16))', e4(k), o8(k), int(transfer(o4(k), 0), 8), &
      vx(x, n4), int(transfer(vy(y, n4), 0), 8), wx(x, n8), int(transfer(wy(y, n8), 0), 8)
  end do
  do b = 1, 5
    do k = 1, 20
      n4 = ie(k); n8 = ie(k); b8 = ib(b)
      print '(I0, 1X, I0, 1X, I0, 1X, I0)', ib(b), ie(k), ip4(ib(b), n4), ip8(b8, n8)
    end do
  end do
contains
  real(8) function vx(a, n)
    real(8), intent(in) :: a
    integer(4), intent(in) :: n
    vx = a**n
  end function
  real(4) function vy(a, n)
    real(4), intent(in) :: a
    integer(4), intent(in) :: n
    vy = a**n
  end function
  real(8) function wx(a, n)
    real(8), intent(in) :: a
    integer(8), intent(in) :: n
    wx = a**n
  end function
  real(4) function wy(a, n)
    real(4), intent(in) :: a
    integer(8), intent(in) :: n
    wy = a**n
  end function
  integer(4) function ip4(a, n)
    integer(4), intent(in) :: a
    integer(4), intent(in) :: n
    ip4 = a**n
  end function
  integer(8) function ip8(a, n)
    integer(8), intent(in) :: a
    integer(8), intent(in) :: n
    ip8 = a**n
  end function
end program
