! COMPLEX powers and functions as gfortran computes them: z**n with an INTEGER exponent
! (1, z, z*z, 1/z inline for 0, 1, 2, -1, else libgfortran's binary powering, negative
! exponents inverting z first), z**r, z**w and r**z through cpow, INT/REAL/DBLE of COMPLEX
! values, and the C library's cexp, clog, csqrt, csin, ccos ... for the elemental intrinsics.
program complex_powers
  implicit none
  complex :: z, w, p(4)
  complex(8) :: zd, wd
  real :: r
  real(8) :: rd
  integer :: n, k
  integer(8) :: n8
  z = (1.0, 1.0)
  w = (0.3, 0.7)
  zd = (1.5d0, -0.5d0)
  wd = (0.25d0, 1.5d0)
  r = 1.7
  rd = 2.5d0
  ! Exact results (Gaussian integers, halves).
  do n = -4, 7
    print *, n, z**n
  end do
  print *, z**0, z**1, z**2, z**(-1), z**5, z**(-3)
  ! Constant powers of constants fold.
  print *, (0.0, 1.0)**3, (1d0, 1d0)**(-2), (2.0, -1.0)**4
  ! Rounded results: the order of the products counts.
  do n = -3, 9, 3
    print *, n, zd**n, (zd * (0.3d0, 0.1d0))**n
  end do
  n8 = 13
  print *, zd**n8, w**n8
  print *, z**r, z**w, r**z, 2**w
  print *, zd**rd, zd**wd, rd**zd, zd**0.5d0
  ! Mixed kinds: COMPLEX(4) ** REAL(8) is COMPLEX(8).
  print *, w**rd
  ! INT, REAL, DBLE of COMPLEX: the real part.
  print *, int(zd), int((-2.7, 1.0)), real(zd), real(w), dble(w), int(z, 8), real(zd, 4)
  print *, exp(w), log(w), sqrt(w), sin(w), cos(w), tan(w)
  print *, exp(zd), log(zd), sqrt(zd), sin(zd), cos(zd), tan(zd)
  print *, sinh(wd), cosh(wd), tanh(wd), asin(wd), acos(wd), atan(wd)
  print *, cexp(w), clog(w), csqrt(w), csin(w), ccos(w)
  print *, cdexp(zd), cdlog(zd), cdsqrt(zd), cdsin(zd), cdcos(zd), zexp(wd)
  ! Elemental over arrays.
  p = [(cmplx(k, -k), k = 1, 4)]
  print *, p**3
  print *, exp(p / 4)
  k = 2
  print *, sum(p**k), abs(p(2)**(-2))
end program complex_powers
