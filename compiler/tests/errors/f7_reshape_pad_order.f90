! RESHAPE's PAD= and ORDER=: what is diagnosed.
program rperr
  implicit none
  integer :: a(6), m(2, 4), k
  real :: r(2)
  integer :: ord(2)
  a = 1
  r = 0.5
  ord = [2, 1]
  k = 2
  m = reshape(a, [2, 4], order=[1, 1])
! ERROR: the ORDER argument of RESHAPE must be a permutation of 1 to 2 (the rank of the shape)
  m = reshape(a, [2, 4], order=[1, 2, 3])
! ERROR: the ORDER argument of RESHAPE must be a permutation of 1 to 2 (the rank of the shape)
  m = reshape(a, [2, 4], order=ord)
! ERROR: the ORDER argument of RESHAPE must be a constant array
  m = reshape(a, [2, 4], pad=r)
! ERROR: the PAD argument of RESHAPE must have the type of its source (INTEGER(4)), found REAL(4)
  m = reshape(a, [2, 4], pad=k)
! ERROR: the PAD argument of RESHAPE must be an array
  m = reshape(a, [2, 4])
! ERROR: the source of RESHAPE has 6 elements, fewer than the 8 of the shape
  m = reshape(a, [2, 4], pad=[0], order=[2, 1])
end program rperr
