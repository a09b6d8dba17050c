! The KIND= arguments of the conversion intrinsics with constant kinds (CMPLX(x, y, kind=dp),
! CMPLX(x, KIND=8), INT, REAL, NINT, AINT, ANINT, FLOOR, CEILING, ICHAR, IACHAR, CHAR, ACHAR,
! LEN, LEN_TRIM, LOGICAL), and the model inquiries (HUGE, TINY, EPSILON, DIGITS, PRECISION,
! RANGE, RADIX, BIT_SIZE, STORAGE_SIZE, KIND) as named constants in declarations.
program intrinsic_kind_args
  implicit none
  integer, parameter :: dp = selected_real_kind(15, 307)
  integer, parameter :: ik = selected_int_kind(12)
  integer, parameter :: sk = selected_int_kind(3)
  integer, parameter :: sp = kind(1.0)
  real(dp) :: x
  integer(ik) :: big
  complex(dp) :: z
  complex :: c
  integer, parameter :: d = digits(x), p = precision(x), r = range(x), rx = radix(x)
  integer, parameter :: bs = bit_size(big), ss = storage_size(x), sz = storage_size(z)
  integer, parameter :: ds = digits(1_sk), rs = range(1_sk)
  real(dp), parameter :: h = huge(x), tn = tiny(x), ep = epsilon(x)
  real(sp), parameter :: hs = huge(1.0_sp), eps = epsilon(1.0_sp)
  integer(ik), parameter :: hi = huge(big)
  real(dp) :: w(int(p / 5))
  integer :: i
  character(len=8) :: s
  x = 1.0_dp / 3.0_dp
  big = 2_ik**40 + 7
  z = cmplx(x, 2*x, kind=dp)
  print *, dp, ik, sk, sp, d, p, r, rx, bs, ss, sz, ds, rs, size(w)
  print *, h, tn, ep
  print *, hs, eps, hi
  print *, x, big, z
  z = cmplx(x, kind=8)
  print *, z
  c = cmplx(1.25_dp, -x)
  z = cmplx(c, kind=dp)
  print *, z, c, kind(c), kind(cmplx(1, 2, dp)), kind(cmplx(x, kind=4))
  z = cmplx(y=-x, x=4, kind=dp)
  print *, z
  print *, int(x*1d10, kind=8), int(big / 3, kind=4), real(x, kind=4), real(big, kind=dp)
  print *, nint(x*1d12, kind=8), nint(-2.5_dp, kind=2), kind(nint(x, kind=1))
  print *, aint(x*10, kind=4), anint(x*10, kind=8), aint(-2.75, 8), kind(anint(x, kind=4))
  print *, floor(-x, kind=8), ceiling(x, kind=2), floor(1d15 + 0.5_dp, ik), kind(ceiling(x, 8))
  s = 'Kinds  '
  print *, char(65, kind=1), achar(66, kind=1), ichar('A', kind=8), iachar('z', 2)
  print *, len(s, kind=8), len_trim(s, kind=2), kind(len(s, kind=8)), kind(ichar('a', 1))
  print *, logical(x > 0, kind=4), logical(.false.)
  do i = 1, size(w)
    w(i) = real(i, dp) * ep * 2.0_dp**40
  end do
  print *, w
end program intrinsic_kind_args
