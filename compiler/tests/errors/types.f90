! Type errors in expressions, assignments, conditions, subscripts and intrinsic calls. (`foo`
! is an external function: implicit REAL.)
program types
  integer :: i, k(3)
  real :: x
  logical :: p
  double precision :: d
  i = p + 1              ! ERROR: operands of '+' must be numeric, found LOGICAL(4) and INTEGER(4)
  p = i                  ! ERROR: cannot convert INTEGER(4) to LOGICAL(4) in the assignment to 'p'
  p = p == p             ! ERROR: LOGICAL operands cannot be compared with '.EQ.'; use .EQV.
  p = i .and. p          ! ERROR: operands of '.AND.' must be LOGICAL, found INTEGER(4) and LOGICAL(4)
  if (i) x = 1.0         ! ERROR: the IF condition must be LOGICAL, found INTEGER(4)
  x = k(1, 2)            ! ERROR: 'k' has rank 1 but 2 subscripts are given
  x = k(x)               ! ERROR: array subscript must be INTEGER, found REAL(4)
  x = x(1)               ! ERROR: 'x' is not an array or a function
  x = foo(1.0)
  x = sqrt(i)            ! ERROR: argument of SQRT must be REAL, found INTEGER(4)
  x = max(1, 2.0)        ! ERROR: arguments of MAX must have the same type: found INTEGER(4) and REAL(4)
  d = dabs(x)            ! ERROR: argument of DABS must be REAL(8), found REAL(4)
  x = mod(3)             ! ERROR: MOD takes 2 arguments, but 1 given
  i = 1 / 0              ! ERROR: integer division by zero
  i = 2147483647 + 1     ! ERROR: arithmetic overflow in a constant expression of type INTEGER(4)
  i = 99999999999        ! ERROR: integer constant 99999999999 is too large for INTEGER(4)
  x = 'text'             ! ERROR: cannot convert CHARACTER to REAL(4) in the assignment to 'x'
  x = 'a' // 'b'         ! ERROR: cannot convert CHARACTER to REAL(4) in the assignment to 'x'
  do x = 1, 2            ! ERROR: the DO variable 'x' must be a scalar INTEGER variable
  end do
  do i = 1, 10
    i = 2                ! ERROR: the DO variable 'i' cannot be assigned inside its loop
  end do
  do while (i)           ! ERROR: the DO WHILE condition must be LOGICAL, found INTEGER(4)
  end do
  x = k(5)               ! WARNING: subscript 5 is out of bounds 1:3 in dimension 1 of 'k'
end program types
