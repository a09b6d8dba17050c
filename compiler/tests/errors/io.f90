! I/O statements: control lists, items and specifiers.
program ioerrs
  integer :: i, n, ios
  real :: a(4), x
  integer, parameter :: k = 2
  read(5, *) 3  ! ERROR: a READ item must be a variable, an array element or an implied DO list
  read(5, *) i + 1  ! ERROR: a READ item must be a variable, an array element or an implied DO list
  read(5, *) k  ! ERROR: cannot assign to the named constant 'k'
  read(5, *, end=10, end=20) x  ! ERROR: END= is given twice
  read(5, *, iomsg=x) x  ! ERROR: IOMSG= must be a CHARACTER variable
  read(5, *, advance='no') x  ! ERROR: the ADVANCE= specifier must appear with an explicit format
  read(5, '(f5.1)', eor=10) x  ! ERROR: EOR= requires ADVANCE='NO'
  write(6, *, end=10) x  ! ERROR: END= is not a specifier of WRITE
  open(7, file='a.txt', status='maybe')  ! ERROR: STATUS='maybe' is not valid in OPEN (expected OLD, NEW, SCRATCH, REPLACE, UNKNOWN)
  open(7, status='scratch', file='a.txt')  ! ERROR: OPEN: FILE= must not be given with STATUS='SCRATCH'
  open(8, access='direct')  ! ERROR: OPEN: ACCESS='DIRECT' needs RECL=
  close(7, status='old')  ! ERROR: STATUS='old' is not valid in CLOSE (expected KEEP, DELETE)
  rewind *  ! ERROR: REWIND needs a unit number, not *
  read(5, *, iostat=x) i  ! ERROR: IOSTAT= must be an INTEGER variable
  read(5, *, err=99) i  ! ERROR: label 99 is not defined
  read(5, *, unit=6) i  ! ERROR: UNIT= is given twice
  read(5, *, foo=1) i  ! ERROR: FOO= is not a specifier of READ
  open(unit=9, form='binary')  ! ERROR: FORM='binary' is not valid in OPEN (expected FORMATTED, UNFORMATTED)
  read(*) i  ! ERROR: an unformatted READ needs a unit number
  write(5, *, rec=3) i  ! ERROR: a direct-access transfer (REC=) cannot be list-directed
  read(5, *) (i, i = 1, 3)  ! ERROR: the DO variable 'i' cannot be assigned inside its loop
  read(a(1), *) i  ! ERROR: the unit must be * or an INTEGER expression
10 continue
20 continue
end program
