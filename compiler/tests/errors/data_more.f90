! More DATA, statement function and branch errors: DATA lists, computed GO TO, arithmetic IF.
program datamore
  implicit none
  integer :: i, j, k, m(4), n2(2, 2)
  real :: x, y(3)
  character(len=4) :: s, names(2)
  complex :: z
  logical :: flag
  integer, parameter :: np = 3
  real :: f, g, h, q
  f(x) = x * 2.0
  g(x, y) = x + 1.0
  h(i) = s  ! ERROR: cannot convert CHARACTER to REAL(4) in the result of statement function 'h'
  q(x, x) = x  ! ERROR: 'x' is a dummy argument twice
  data m /5*1/  ! ERROR: DATA has 4 objects but 5 values
  data m(5) /1/  ! ERROR: subscript 5 is out of bounds 1:4 of 'm' in DATA
  data (m(i), i = 1, 5) /5*0/  ! ERROR: subscript 5 is out of bounds 1:4 of 'm' in DATA
  data x /'abc'/  ! ERROR: cannot initialise REAL(4) 'x' with CHARACTER
  data s /1/  ! ERROR: cannot initialise CHARACTER 's' with INTEGER(4)
  data flag /1.0/  ! ERROR: cannot initialise LOGICAL(4) 'flag' with REAL(4)
  data names /'a', 'b', 'c'/  ! ERROR: DATA has 2 objects but 3 values
  data np /4/  ! ERROR: 'np' cannot be initialised by DATA: it is a named constant
  data y /-2*1.0/  ! ERROR: syntax error: expected ',', found '*'
  data y /i*1.0/  ! ERROR: a DATA repeat count must be a constant INTEGER expression
  data k /Z'FFFFFFFFFFFFFFFFFF'/  ! ERROR: invalid BOZ constant z'FFFFFFFFFFFFFFFFFF'
  data j /1/, j /2/  ! ERROR: 'j' is initialised twice by DATA
  x = f(1.0, 2.0)  ! ERROR: statement function 'f' takes 1 argument, but 2 given
  x = f()  ! ERROR: statement function 'f' takes 1 argument, but 0 given
  x = f('a')  ! ERROR: argument of type CHARACTER given for dummy 'x' of type REAL(4) of statement function 'f'
  x = h(2)
  x = q(1.0, 2.0)
  x = g(1.0)  ! ERROR: statement function 'g' takes 2 arguments, but 1 given
  i = 2
  go to (10, 20, 99) i  ! ERROR: label 99 is not defined
  go to (10, 20) x  ! ERROR: the index of a computed GO TO must be INTEGER, found REAL(4)
  go to (10, 20) s  ! ERROR: the index of a computed GO TO must be INTEGER, found CHARACTER
  go to (10, 30) i  ! ERROR: GO TO 30 refers to a FORMAT statement
  if (i - 1) 10, 20, 98  ! ERROR: label 98 is not defined
  if (s) 10, 20, 30  ! ERROR: the value of an arithmetic IF must be INTEGER or REAL, found CHARACTER
  if (z) 10, 20, 30  ! ERROR: the value of an arithmetic IF must be INTEGER or REAL, found COMPLEX(4)
  if (flag) 10, 20, 30  ! ERROR: the value of an arithmetic IF must be INTEGER or REAL, found LOGICAL(4)
  read (*, *, end=97) i  ! ERROR: label 97 is not defined
  if (x) 10, 20  ! ERROR: syntax error: expected ',' at the end of the statement
  go to (10, 20, 30), i  ! ERROR: GO TO 30 refers to a FORMAT statement
30 format (i5)
10 continue
20 continue
end program
