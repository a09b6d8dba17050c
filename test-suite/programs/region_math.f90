! Transcendental functions in parallel loops of a REGION: EXP, LOG, LOG10, SIN, COS, TAN,
! ATAN, ATAN2, ASIN, ACOS, SINH, COSH, TANH and X**Y in DOUBLE PRECISION and REAL, with
! SUM, MAX and MIN reductions. On a GPU (or the emulation device) these loops run as kernels
! that call dvmhc's device math library (no libm, no libdevice); the results must be the
! serial program's, whose math is glibc's.
program region_math
  implicit none
  integer, parameter :: nx = 300, ny = 211
  double precision :: a(nx, ny), b(nx, ny), c(nx, ny)
  real :: s(nx, ny), t(nx, ny)
  double precision :: e1, e2, e3, e4, dmax, dmin
  real :: rmax, rmin
  integer :: i, j
!dvm$ distribute a(block, block)
!dvm$ align b(i, j) with a(i, j)
!dvm$ align c(i, j) with a(i, j)
!dvm$ align s(i, j) with a(i, j)
!dvm$ align t(i, j) with a(i, j)
!dvm$ region
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, ny
    do i = 1, nx
      a(i, j) = (i - nx / 2) * 0.037d0 + (j - ny / 2) * 0.011d0
      b(i, j) = 0.05d0 + i * 0.013d0 + j * 0.007d0
      s(i, j) = real(a(i, j))
      t(i, j) = real(b(i, j))
    end do
  end do
!dvm$ end region
  e1 = 0
  e2 = 0
  dmax = -1.0d30
  dmin = 1.0d30
!dvm$ region
!dvm$ parallel (j, i) on a(i, j), reduction(sum(e1), sum(e2), max(dmax), min(dmin))
  do j = 1, ny
    do i = 1, nx
      c(i, j) = exp(a(i, j)) * 1.0d-3 + log(b(i, j)) + sin(a(i, j)) * cos(b(i, j))
      e1 = e1 + exp(-b(i, j)) + log10(b(i, j)) ** 2
      e2 = e2 + tanh(a(i, j)) ** 2 + atan2(a(i, j), b(i, j)) ** 2
      dmax = max(dmax, b(i, j) ** a(i, j))
      dmin = min(dmin, tan(a(i, j) * 0.1d0) + atan(a(i, j)))
    end do
  end do
!dvm$ end region
  print '(4es24.14)', e1, e2, dmax, dmin
  e3 = 0
  e4 = 0
!dvm$ region
!dvm$ parallel (j, i) on a(i, j), reduction(sum(e3), sum(e4))
  do j = 1, ny
    do i = 1, nx
      e3 = e3 + asin(a(i, j) / 8.0d0) ** 2 + acos(b(i, j) / 8.0d0)
      e4 = e4 + sinh(a(i, j) * 0.5d0) ** 2 + cosh(b(i, j) * 0.3d0) + c(i, j) ** 2
    end do
  end do
!dvm$ end region
  print '(2es24.14)', e3, e4
  rmax = -1.0e30
  rmin = 1.0e30
  e1 = 0
!dvm$ region
!dvm$ parallel (j, i) on a(i, j), reduction(max(rmax), min(rmin), sum(e1))
  do j = 1, ny
    do i = 1, nx
      s(i, j) = exp(s(i, j) * 0.5) + log(t(i, j)) + sin(s(i, j)) - cos(t(i, j))
      rmax = max(rmax, tan(t(i, j) * 0.25) + tanh(s(i, j)))
      rmin = min(rmin, atan2(s(i, j), t(i, j)) + t(i, j) ** 1.5)
      e1 = e1 + dble(s(i, j) ** 2 + (t(i, j) + 1.0) ** (-0.75))
    end do
  end do
!dvm$ end region
  print '(2es16.7, es24.14)', rmax, rmin, e1
  ! Negative bases with integral real exponents, 0**0, and a few single elements.
  e2 = 0
!dvm$ region
!dvm$ parallel (j, i) on a(i, j), reduction(sum(e2))
  do j = 1, ny
    do i = 1, nx
      e2 = e2 + (a(i, j) - 3.0d0) ** 3.0d0 + (a(i, j) * 0.0d0) ** 0.0d0
    end do
  end do
!dvm$ end region
!dvm$ get_actual(c, s)
  print '(es24.14)', e2
  print '(3es24.14)', c(1, 1), c(nx / 2, ny / 3), c(nx, ny)
  print '(3es16.7)', s(1, 1), s(nx / 3, ny / 2), s(nx, ny)
end program region_math
