! COMPLEX and DOUBLE COMPLEX named constants and initial values: literals, constant
! expressions of them (c*2, CONJG, REAL, AIMAG, ABS, CMPLX, -c, c1/c2), arrays of complex
! PARAMETERs and initialized by constructors, DATA with complex values and repeat counts,
! module constants and a derived-type component default.
module cconsts
  implicit none
  complex(8), parameter :: iu = (0d0, 1d0)
  double complex, parameter :: roots(4) = (/ (1d0, 0d0), iu, -(1d0, 0d0), -iu /)
  type wave
    complex :: amp = (0.5, -0.25)
    integer :: n = 3
  end type
end module

program complex_constants
  use cconsts
  implicit none
  complex, parameter :: c = (1.0, -2.0)
  complex(8) :: z = (0d0, 1d0)
  double complex, parameter :: zi = (0.d0, 1.d0)
  complex, parameter :: c2 = c * 2
  complex, parameter :: c3 = conjg(c)
  complex, parameter :: c4 = c2 / (1.0, 1.0) - 3
  complex, parameter :: c5 = -c + (0.5, 0.5) * c3
  real, parameter :: r = real(c)
  real, parameter :: im = aimag(c)
  real, parameter :: mag = abs((3.0, 4.0))
  integer, parameter :: ir = int(real(c2))
  logical, parameter :: same = c3 == (1.0, 2.0)
  complex, parameter :: arr(3) = (/ (1.0, 0.0), (0.0, 1.0), c /)
  complex, parameter :: cc = cmplx(3.0, 4.0)
  complex(8), parameter :: dd = dcmplx(1, 2) * zi
  complex :: carr(2) = [ (1.5, 2.5), (3.0, -1.0) ]
  complex :: cw(4) = (0.0, 1.0)
  complex(8) :: zarr(3) = (/ (2d0, 0d0), zi, (0.1d0, -0.3d0) /)
  complex :: dc(3)
  double complex :: dz, dzs(2)
  complex :: cv
  type(wave) :: w
  integer :: i
  data dc / (1.0, 1.0), 2*(2.0, -0.5) /
  data dz / (1.d0, -3.d0) /, (dzs(i), i = 1, 2) / (1, 2), (-1.5d0, 0) /
  data cv / (-4, 7) /
  print *, c, z, zi
  print *, c2, c3, c4, c5
  print *, r, im, mag, ir, same
  print *, arr
  print *, carr, cw
  print *, zarr
  print *, dc, dz, dzs, cv
  print *, cc, abs(cc), dd
  print *, roots, sum(roots)
  print *, w%amp, w%n
  print *, c * arr(2), arr(3) * arr(3), zi * zi + 1
  z = z + zi * 2
  print *, z, real(z), aimag(z)
end program
