! More I/O errors: OPEN/CLOSE/READ/WRITE specifiers, REC=, END=/ERR= labels, internal files.
program iomore
  implicit none
  integer :: i, n, ios, u
  real :: x, a(4)
  character(len=10) :: s, names(3)
  complex :: c
  logical :: flag
  open(10, file='a.txt', status='old', status='new')  ! ERROR: STATUS= is given twice
  open(10, file='a.txt', access='random')  ! ERROR: ACCESS='random' is not valid in OPEN (expected SEQUENTIAL, DIRECT, STREAM)
  open(10, file='a.txt', position='middle')  ! ERROR: POSITION='middle' is not valid in OPEN (expected ASIS, REWIND, APPEND)
  open(10, file='a.txt', action='modify')  ! ERROR: ACTION='modify' is not valid in OPEN (expected READ, WRITE, READWRITE)
  open(10, file=3)  ! ERROR: FILE= must be a character expression
  open(10, file='a.txt', recl='big')  ! ERROR: RECL= must be an INTEGER expression
  open(10, file='a.txt', iostat=x)  ! ERROR: IOSTAT= must be an INTEGER variable
  open(10, file='a.txt', err=77)  ! ERROR: label 77 is not defined
  open(10, file='a.txt', access='sequential', recl=8, form='unformatted', blank='zero', status='old')  ! ERROR: the BLANK= specifier is not supported yet
  close(10, status='keep', status='delete')  ! ERROR: STATUS= is given twice
  close(10, err=78)  ! ERROR: label 78 is not defined
  close(10, iostat=s)  ! ERROR: IOSTAT= must be an INTEGER variable
  read(10, *, end=79) i  ! ERROR: label 79 is not defined
  read(10, *, rec=2) i  ! ERROR: a direct-access transfer (REC=) cannot be list-directed
  read(10, '(i5)', rec=flag) i  ! ERROR: REC= must be an INTEGER expression
  read(10, *, iostat=ios, iostat=n) i  ! ERROR: IOSTAT= is given twice
  read(10, *) names(4)  ! WARNING: subscript 4 is out of bounds 1:3 in dimension 1 of 'names'
  read(10, *) x, 1.5  ! ERROR: a READ item must be a variable, an array element or an implied DO list
  read(10, fmt=s, fmt='(a)') s  ! ERROR: FMT= is given twice
  write(10, *) (a(i), i = 1)  ! ERROR: syntax error: expected ',', found ')'
  write(10, *, end=5) i  ! ERROR: END= is not a specifier of WRITE
  write(s, *, rec=1) i  ! ERROR: a direct-access transfer (REC=) cannot be list-directed
  write(*) i  ! ERROR: an unformatted WRITE needs a unit number
  write(10, '(i5') i  ! ERROR: bad FORMAT: unexpected end of format: expected ')'
  write(10, 123) i  ! ERROR: FORMAT label 123 is not defined
  write(10, 5) i  ! ERROR: label 5 is not a FORMAT statement
  print 5, i  ! ERROR: label 5 is not a FORMAT statement
  rewind(10, err=80)  ! ERROR: label 80 is not defined
  backspace(unit=10, foo=1)  ! ERROR: FOO= is not a specifier of BACKSPACE
  endfile 'x'  ! ERROR: ENDFILE needs a unit number
  write(names(1:3:2), *) i  ! ERROR: an internal file must be a section contiguous in array element order (whole leading dimensions, one range of step 1, then subscripts)
  read(c, *) i  ! ERROR: the unit must be * or an INTEGER expression
  write(10, *) undeclared_thing  ! ERROR: 'undeclared_thing' is not declared and has no implicit type (IMPLICIT NONE)
  flush(10, end=5)  ! ERROR: END= is not a specifier of FLUSH
5 continue
end program
