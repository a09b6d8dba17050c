! Bit, character-search, MERGE and special-function intrinsics: INDEX/SCAN/VERIFY with BACK,
! POPCNT/LEADZ/TRAILZ/ISHFTC, MERGE (scalars, arrays, CHARACTER), HYPOT, ERF, GAMMA, Bessel
! functions and their specific names, LOGICAL, NEW_LINE.
program more_intrinsics
  implicit none
  integer :: i, a(6), k
  integer(8) :: big
  real :: x, v(5), w(5)
  double precision :: d
  character(len=16) :: s
  character(len=3) :: c1, c2
  logical :: m(5)
  s = 'hello, world'
  print *, index(s, 'o'), index(s, 'o', back=.true.), index(s, 'o', .false.)
  print *, scan(s, 'lw'), scan(s, 'lw', back=.true.), scan(s, 'xyz')
  print *, verify(s, 'hel'), verify(trim(s), 'dlr', .true.), verify('aaa', 'a')
  print *, popcnt(255), popcnt(-1), leadz(1), leadz(0), trailz(8), trailz(0)
  big = 1
  print *, popcnt(big), leadz(big), trailz(big * 1024)
  print *, ishftc(11, 1, 4), ishftc(11, -1, 4), ishftc(1, -1), ishftc(240, 4, 8)
  x = 2.5
  d = 0.75d0
  print *, merge(1, 2, x > 2.0), merge(x, -x, x < 0.0), merge('yes', 'no ', d > 0.5d0)
  v = [1.0, -2.0, 3.0, -4.0, 5.0]
  m = v > 0.0
  w = merge(v, 0.0, m)
  print *, w
  a = [(i, i = 1, 6)]
  print *, merge(a, -a, mod(a, 2) == 0)
  print *, hypot(3.0, 4.0), hypot(5d0, 12d0)
  print '(4f12.7)', erf(0.5), erfc(0.5), erf(d), erfc(d)
  print '(4f12.6)', gamma(5.0), log_gamma(10.0), gamma(0.5d0), log_gamma(3.5d0)
  print '(4f12.7)', bessel_j0(1.0), bessel_j1(1.0), bessel_y0(1d0), bessel_y1(1d0)
  print '(3f12.7)', derf(d), dgamma(4d0), dbesj0(2d0)
  print *, logical(x > 1.0), len(new_line('a')), ichar(new_line('a'))
  c1 = 'abc'
  c2 = 'xyz'
  k = 0
  do i = 1, 3
    print *, merge(c1, c2, mod(i, 2) == 1)
  end do
end program more_intrinsics
