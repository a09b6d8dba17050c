! Misuse of INQUIRE and NAMELIST.
program inquire_namelist
  implicit none
  integer, parameter :: np = 3
  integer :: n, u
  real :: x
  logical :: ex
  character(len=10) :: acc
  namelist /good/ n, x
  namelist /bad/ n, np  ! ERROR: 'np' in NAMELIST /bad/ is not a variable
  inquire(unit=10, file='a.dat', exist=ex)  ! ERROR: INQUIRE: UNIT= and FILE= cannot both be given
  inquire(exist=ex)  ! ERROR: INQUIRE needs UNIT= or FILE=
  inquire(10, exist=n)  ! ERROR: EXIST= must be a LOGICAL variable
  inquire(10, access=u)  ! ERROR: ACCESS= must be a CHARACTER variable
  inquire(10, number=acc)  ! ERROR: NUMBER= must be an INTEGER variable
  inquire(10, fmt=acc)  ! ERROR: FMT= is not a specifier of INQUIRE
  inquire(iolength=x) n  ! ERROR: IOLENGTH= must be an INTEGER variable
  inquire(10, exist=ex) n  ! ERROR: INQUIRE takes an output list only with IOLENGTH=
  write(*, nml=missing)  ! ERROR: 'missing' is not a NAMELIST group
  write(*, nml=good, fmt='(i5)')  ! ERROR: NML= and FMT= cannot both be given
  write(*, nml=good) n  ! ERROR: a NAMELIST statement has no I/O list
  read(5, good) x  ! ERROR: a NAMELIST statement has no I/O list
  print good, x  ! ERROR: a NAMELIST statement has no I/O list
  write(*, bad)
  inquire(10, exist=ex, name=acc, opened=ex)
end program inquire_namelist
