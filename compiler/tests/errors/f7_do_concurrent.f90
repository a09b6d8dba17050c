! DO CONCURRENT: what is diagnosed.
program dcerr
  implicit none
  integer :: i, j, a(10, 10)
  real :: x
  do concurrent (i = 1:10, j = 1:10, i /= j)
    a(i, j) = i - j
  end do
  do concurrent (i = 1:10, a(i, i))
! ERROR: the IF condition must be LOGICAL, found INTEGER(4)
    a(i, i) = 0
  end do
  do concurrent (x = 1:10)
! ERROR: the DO variable 'x' must be a scalar INTEGER variable
    a(1, 1) = 1
  end do
  do concurrent (k = 1:10)
! ERROR: 'k' is not declared and has no implicit type (IMPLICIT NONE)
    a(1, 1) = k
  end do
  do concurrent (i = 1:10)
! ERROR: DO loop is not closed by END DO
    a(i, 1) = i
  end select
! ERROR: END SELECT inside an unterminated DO loop
end program dcerr
