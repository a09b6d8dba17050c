! EQUIVALENCE sets that cannot be laid out.
program equivalence_errors
  integer :: a(4), b(4), c, n
  real :: x(10), y(10), z
  integer, allocatable :: al(:)
  common /one/ x
  common /two/ y
  equivalence (a(1), b(1)), (a(2), b(1))   ! ERROR: EQUIVALENCE places 'b' at two different addresses
  equivalence (x(2), y(1))                 ! ERROR: EQUIVALENCE joins 'x' and 'y', which are both in COMMON
  equivalence (a(5), c)                    ! ERROR: subscript 5 is outside the bounds 1:4 of 'a'
  equivalence (a(n), c)                    ! ERROR: an EQUIVALENCE subscript must be an INTEGER constant
  equivalence (al, c)                      ! ERROR: 'al' cannot be in EQUIVALENCE: it is ALLOCATABLE
  equivalence (z, x(1))
  data c /1/
  print *, a, b, c, x, y, z
end program equivalence_errors

subroutine before_common(k)
  integer :: k
  real :: p(10), q(4)
  common /three/ p
  equivalence (p(1), q(3))                 ! ERROR: EQUIVALENCE extends 'q' before the start of its COMMON block
  equivalence (k, q(1))                    ! ERROR: 'k' cannot be in EQUIVALENCE: it is a dummy argument
  print *, p, q
end subroutine before_common
