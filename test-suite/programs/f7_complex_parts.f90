! Complex arithmetic written with the F2008 part designators as in signal-processing and
! impedance codes: z%re and z%im read and assigned on scalars, arrays and components,
! complex kinds, CMPLX with KIND=, CONJG/ABS/ATAN2 phase, a polynomial evaluated by Horner,
! roots of unity, plus LOGICAL kinds made with LOGICAL(x, kind) and integer suffixes such as 7_2.
program f7_complex_parts
  implicit none
  integer, parameter :: dp = kind(1.0d0)
  type :: phasor
    character(len=6) :: name
    complex(dp) :: v
  end type phasor
  complex :: z, w(4)
  complex(dp) :: zd, roots(6), prodr, horner
  type(phasor) :: bank(3)
  logical(1) :: small_flags(4)
  logical(2) :: mid_flag
  integer(2) :: short
  real(dp) :: coef(0:3), mag, ph
  integer :: k

  z = (3.0, -4.0)
  print *, 'parts', z%re, z%im, abs(z), real(z), aimag(z)
  z%im = 2.5
  z%re = z%re * 2.0
  print *, 'edited', z, conjg(z)
  w = [(cmplx(real(k), real(-k) * 0.5), k = 1, 4)]
  w%im = w%im + 1.0
  print *, 'array im', w%im
  print *, 'array re sum', sum(w%re), ' prod', product(w)
  w(2:3)%re = [10.0, 20.0]
  print '(4(a1, f6.2, 1x, f6.2, a1, 1x))', ('(', w(k)%re, w(k)%im, ')', k = 1, 4)

  zd = cmplx(1.0_dp, 1.0_dp, kind=dp)
  print *, 'kind', kind(zd), kind(zd%re), kind(z%im), precision(zd%re)
  write (*, '(a, 2f22.17)') 'sqrt ', sqrt(zd)
  write (*, '(a, 2f22.17)') 'exp  ', exp(zd * (0.0_dp, 1.0_dp))

  ! the six sixth roots of unity, their product and sum
  prodr = (1.0_dp, 0.0_dp)
  do k = 0, 5
    roots(k + 1) = cmplx(cos(2 * acos(-1.0_dp) * k / 6), sin(2 * acos(-1.0_dp) * k / 6), dp)
    prodr = prodr * roots(k + 1)
  end do
  write (*, '(a, f10.6, l2)') 'prod roots ', prodr%re, abs(prodr%im) < 1.0e-12_dp
  write (*, '(a, 2l2)') 'sum roots  ', abs(sum(roots%re)) < 1.0e-12_dp, &
       abs(sum(roots%im)) < 1.0e-12_dp
  do k = 1, 6
    mag = abs(roots(k))
    ph = atan2(roots(k)%im, roots(k)%re)
    write (*, '(i2, 2f10.5)') k, mag, ph * 180 / acos(-1.0_dp)
  end do

  ! Horner evaluation of p(z) = 1 - 2z + 3z^2 + z^3 at a complex point
  coef = [1.0_dp, -2.0_dp, 3.0_dp, 1.0_dp]
  horner = (0.0_dp, 0.0_dp)
  do k = 3, 0, -1
    horner = horner * (0.5_dp, -1.5_dp) + coef(k)
  end do
  write (*, '(a, 2es22.14)') 'horner ', horner%re, horner%im

  ! components of a derived type
  bank(1) = phasor('R1', (100.0_dp, 0.0_dp))
  bank(2) = phasor('L1', (0.0_dp, 62.8318_dp))
  bank(3) = phasor('C1', (0.0_dp, -159.155_dp))
  bank%v%re = bank%v%re + 1.0_dp
  write (*, '(3(a6, 2f12.4))') (bank(k)%name, bank(k)%v%re, bank(k)%v%im, k = 1, 3)
  zd = sum(bank%v)
  write (*, '(a, 3f12.4)') 'series ', zd%re, zd%im, abs(zd)
  write (*, '(a, 2f14.8)') 'parallel ', 1.0_dp / sum(1.0_dp / bank%v)

  ! kind suffixes on literal constants
  small_flags = [logical(.true., 1), logical(.false., 1), logical(.true., 1), logical(.true., 1)]
  mid_flag = logical(.false., 2)
  short = 7_2 * 300_2
  print *, 'logical kinds', kind(small_flags), kind(mid_flag), count(small_flags)
  print *, 'short', short, kind(short), kind(2_8), huge(1_2)
  print *, 'any', any(small_flags .neqv. .true.), mid_flag .or. small_flags(2)
end program f7_complex_parts
