! Vector subscripts: what is diagnosed.
program vserr
  implicit none
  real :: x(10), y(3), w(2, 2)
  integer :: idx(3), two(2, 2)
  real :: ridx(3)
  idx = [1, 4, 9]
  ridx = 1.0
  two = 1
  x = 0
  y = x(ridx)
! ERROR: array subscript must be INTEGER, found REAL(4)
  y = x(two)
! ERROR: array shapes do not conform: rank 1 and rank 2
  y = x([1.5, 2.5, 3.5])
! ERROR: array subscript must be INTEGER, found REAL(4)
  y = x(idx)
  x(idx) = y
end program vserr
