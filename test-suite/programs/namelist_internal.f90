! NAMELIST input from internal files (CHARACTER variables), with $grp ... $end, and
! NAMELIST input and output of a procedure's dummy arguments and local variables.
program namelist_internal
  implicit none
  integer :: n, v(3)
  real :: q
  character(len=60) :: buf
  namelist /g/ n, v, q
  n = 0; v = 0; q = 0
  buf = '&g n=5, v(2)=7 q=1.5e3 /'
  read(buf, nml=g)
  print *, n, v, q
  buf = '$G V = 3*2, n = -4 $end'
  read(buf, g)
  print *, n, v, q
  call sub(n, v)
  print *, n, v
contains
  subroutine sub(k, w)
    integer :: k, w(3)
    integer :: loc
    namelist /s/ k, loc
    loc = 3
    buf = '&s k=11 loc=12 /'
    read(buf, nml=s)
    write(*, s)
    w(1) = loc
  end subroutine
end program namelist_internal
