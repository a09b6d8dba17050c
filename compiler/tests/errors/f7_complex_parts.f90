! The complex part designators %RE and %IM: what is diagnosed.
program cperr
  implicit none
  type :: pair
    real :: re, im
  end type pair
  complex :: z, zs(3)
  real :: x
  type(pair) :: p
  z = (1.0, 2.0)
  zs = z
  p = pair(1.0, 2.0)
  x = p%re + p%im
  x = z%re + zs(2)%im
  x = x%re
! ERROR: 'x' is of type REAL(4), not of a derived type: it has no components
  z%re = 'text'
! ERROR: argument of REAL must be INTEGER or REAL, found CHARACTER
  zs%im = .true.
! ERROR: argument of REAL must be INTEGER or REAL, found LOGICAL(4)
  x = z%abs
! ERROR: 'z' is of type COMPLEX(4), not of a derived type: it has no components
  z%im(1) = 2.0
! ERROR: 'z' is of type COMPLEX(4), not of a derived type: it has no components
end program cperr
