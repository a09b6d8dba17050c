! Array expressions of ordinary arrays: shapes that do not conform, ranks that differ, bad
! DIM= arguments, WHERE masks, sections of distributed arrays, and what is not supported yet.
program arrays
  implicit none
  integer, parameter :: n = 10
  integer :: a(n), b(n + 1), c(n, n), i, j, k, ifun
  real :: x(n), d(n)
  logical :: m(n), m2(5)
  integer, parameter :: p(3) = (/ 1, 2 /)  ! ERROR: the value of 'p' has 2 elements but the array has 3
!DVM$ DISTRIBUTE d(BLOCK)
  a = b                         ! ERROR: array shapes do not conform: extent 10 and extent 11 in dimension 1
  a(1:5) = b(1:6)               ! ERROR: array shapes do not conform: extent 5 and extent 6 in dimension 1
  a = c                         ! ERROR: array shapes do not conform: rank 1 and rank 2
  a(2:n) = c(1, 1:n)            ! ERROR: array shapes do not conform: extent 9 and extent 10 in dimension 1
  c(:, 1) = c(1, :) + a(1:9)    ! ERROR: array shapes do not conform: extent 10 and extent 9 in dimension 1
  k = a                         ! ERROR: an array value of rank 1 cannot be assigned to the scalar 'k'
  k = a(1:2) + 1                ! ERROR: an array value of rank 1 cannot be assigned to the scalar 'k'
  a(0:5) = 1                    ! ERROR: the section 0:5:1 is out of bounds 1:10 in dimension 1 of 'a'
  a(1:n:0) = 1                  ! ERROR: the stride of an array section must not be zero
  x = sum(c, dim=3)             ! ERROR: DIM=3 of SUM is out of range for an array of rank 2
  x(1:n) = sum(c, dim=k)        ! ERROR: the DIM argument of SUM must be a constant INTEGER expression
  i = sum(m)                    ! ERROR: the argument of SUM must be INTEGER, REAL or COMPLEX, found LOGICAL(4)
  i = count(a)                  ! ERROR: the argument of COUNT must be LOGICAL, found INTEGER(4)
  i = maxval(m)                 ! ERROR: the argument of MAXVAL must be INTEGER or REAL, found LOGICAL(4)
  where (m2) a = 1              ! ERROR: array shapes do not conform: extent 10 and extent 5 in dimension 1
  where (a) a = 0               ! ERROR: a WHERE mask must be LOGICAL, found INTEGER(4)
  where (m)
    a = 1
    print *, a                  ! ERROR: only array assignments and WHERE constructs are allowed in a WHERE construct
  end where
  d(1:5) = 1.0
  x = d
  print *, dot_product(d, x)
  print *, sum(d)
  i = size(k)                   ! ERROR: the argument of SIZE must be an array
  print *, maxloc(a)
  a = matmul(c, c)              ! ERROR: array shapes do not conform: rank 1 and rank 2
  a = transpose(a)              ! ERROR: the argument of TRANSPOSE must have rank 2
  a = dot_product(c, a)         ! ERROR: the arguments of DOT_PRODUCT must have rank 1
  call sub(c(1, :))
  if (ifun(c(1:n:2, 1)) > 0) i = 1
  do while (any(a > 0))
    a = a - 1
  end do
  print *, (sum(c(:, i)), i = 1, n)
  print *, ((sum(c(:, i)), i = 1, j), j = 1, n)
  print *, (/ (i, i = 1, k) /)
  print *, (/ ((i, j = 1, 2), i = 1, k) /)
  print *, (/ 1, 'a' /)         ! ERROR: array constructor values must have one type: found INTEGER(4) and CHARACTER
  print *, sum(c, mask=a > 0)   ! ERROR: array shapes do not conform: rank 2 and rank 1
  forall (i = 1:n, a(i)) a(i) = 0  ! ERROR: a FORALL mask must be LOGICAL, found INTEGER(4)
  forall (i = 1:n:0) a(i) = 0   ! ERROR: the FORALL step must not be zero
  forall (i = 1:n) k = i        ! ERROR: the target of a FORALL assignment must be an array element
  forall (i = 1:n)
    print *, i                  ! ERROR: only assignments and WHERE constructs are supported in a FORALL construct
  end forall
  c = reshape(a, (/ n, n /))     ! ERROR: the source of RESHAPE has 10 elements, fewer than the 100 of the shape
  c = reshape(c, (/ k, n /))     ! ERROR: the SHAPE argument of RESHAPE must be a constant of type INTEGER(4)
end program

