! Misuse of typed array constructors.
program typed_constructors
  implicit none
  integer :: n, a(2)
  n = 3
  a = [integer :: 'a', 2] ! ERROR: array constructor values must have one type: found INTEGER(4) and CHARACTER
  print *, [character(len=n) :: 'ab'] ! ERROR: a CHARACTER length must be a constant INTEGER expression (or * for a dummy argument)
  print *, [logical :: 1] ! ERROR: array constructor values must have one type: found LOGICAL(4) and INTEGER(4)
  print *, [real(3) :: 1.0] ! ERROR: REAL of kind 3 is not supported
  a = [integer :: (.true., n = 1, 2)] ! ERROR: a value of type LOGICAL(4) in an array constructor of INTEGER(4)
end program
