! Stream positions, run-time-length results, ENTRY and polymorphic components misused:
! POS= with REC=, POS= of an internal file or of the standard output, POS= and INQUIRE POS=
! that are not INTEGER, a result whose length depends on a module variable only, ENTRY in an
! internal procedure, a run-time length in the FUNCTION statement and a CLASS(...) component
! (not supported yet).
module frt_misuse_mod
  implicit none
  integer :: width = 12
  type :: base
    integer :: id = 0
  end type base
  type :: holder
    class(base), allocatable :: item ! ERROR: a CLASS(t) component is polymorphic, which is not supported yet (declare it TYPE(t))
  end type holder
contains
  function banner(s) result(r)
    character(len=*), intent(in) :: s
    character(len=width) :: r ! ERROR: the result 'r' of a run-time length that no dummy argument gives is not supported yet
    r = s
  end function banner
end module frt_misuse_mod

program frt_misuse
  implicit none
  integer :: u, p
  real :: x
  character(len=20) :: line
  open (newunit=u, file='frt_misuse.bin', access='stream', form='unformatted')
  write (u, rec=2, pos=5) 1 ! ERROR: POS= and REC= cannot both be given
  write (line, '(i3)', pos=2) 7 ! ERROR: POS= needs an external unit opened with ACCESS='STREAM'
  write (*, '(i3)', pos=2) 7 ! ERROR: POS= needs an external unit opened with ACCESS='STREAM'
  read (u, pos=x) p ! ERROR: POS= must be an INTEGER expression
  inquire (u, pos=x) ! ERROR: POS= must be an INTEGER variable
  close (u)
  call inner(3)
contains
  subroutine inner(n)
    integer :: n
    print *, n
  entry inner2(n) ! ERROR: an ENTRY statement is allowed only in an external or module subroutine or function, outside any construct
    print *, -n
  end subroutine inner
end program frt_misuse

character(len=n) function header_typed(n) ! ERROR: a function result of a run-time length is not supported yet
  integer :: n
  header_typed = 'x'
end function header_typed
