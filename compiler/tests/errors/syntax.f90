! Syntax errors: each statement is reported on its own and parsing goes on.
program syn
  integer :: i
  real :: x
  x = (1.0 + 2.0              ! ERROR: syntax error: expected ')' or ',' at the end of the statement
  x = 1.0 +                   ! ERROR: syntax error: expected an expression at the end of the statement
  print *, (i, i = 1, 3       ! ERROR: syntax error: expected ')' or ',' at the end of the statement
  call foo(i)
  x = 1 .foo. 2               ! ERROR: unknown operator '.foo.': no INTERFACE OPERATOR(.foo.) is visible here
  if (x > 1.0) 10, 20, 30     ! ERROR: the value of an arithmetic IF must be INTEGER or REAL, found LOGICAL(4)
  goto (10, 20), i            ! ERROR: label 10 is not defined
! ERROR: label 20 is not defined
  goto (10, x) i              ! ERROR: expected a statement label
  if (i) 10, 20               ! ERROR: syntax error: expected ',' at the end of the statement
  x = 1 + * 2                 ! ERROR: syntax error: expected an expression, found '*'
  xyz                         ! ERROR: unclassifiable statement
  i = max(1, 2,)              ! ERROR: syntax error: expected an expression, ':' or '::', found ')'
  if (x > 1.0)                ! ERROR: expected a statement or THEN after the IF condition
  x = 'abc                    ! ERROR: unterminated character literal
end program syn
