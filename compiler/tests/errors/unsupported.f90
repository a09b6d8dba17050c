! Unsupported Fortran gets one clear error each, and no follow-up errors from the names it
! declares or the constructs it labels. Constant expressions may call elemental intrinsics.
program unsupported
  implicit none
  character(len=10) :: s
  character*10 t
  character u, v(3)
  character(len=*), parameter :: p = 'abc'
  character(kind=1, len=5) :: q
  integer(len=4) :: k1                 ! ERROR: expected KIND=
  real(4, 8) :: r1                     ! ERROR: a type takes one kind parameter
  real, parameter :: pi4 = 4.0 * atan(1.0), e = exp(1.0)
  double precision, parameter :: dpi = 4d0 * atan(1d0)
  integer, parameter :: n = nint(sqrt(16.0)) + int(log10(1000.0)) + max(1, 2) + mod(7, 4)
  real, parameter :: bad = sqrt(-1.0)  ! ERROR: SQRT of this constant argument has no finite value
  real :: x(n)
  integer :: i, k, m
  s = 'abc'
  t = s
  u = 1                                ! ERROR: cannot convert INTEGER(4) to CHARACTER in the assignment to 'u'
  v(2) = 'x'
  print *, s, t, v, p, q
  m = 0
  outer: do k = 1, 5
    do i = 1, 3
      if (i == 2) cycle outer
      if (k * i > 6) exit outer
      m = m + k
    end do
  end do outer
  check: if (m > 3) then
    m = 1
  else if (m > 1) then check
    m = 2
  else check
    m = 3
  end if check
  do k = 1, 2
    exit nowhere                       ! ERROR: EXIT NOWHERE: no enclosing construct has this name
  end do
  x(1) = pi4 + e + real(dpi)
  print *, m, x(1)
end program unsupported
