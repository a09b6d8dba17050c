! Module misuse and I/O statements of the kinds the corpus programs use.
module settings
  implicit none
  integer, parameter :: nmax = 10
  real(8) :: tol = 1.0d-6
  integer, private :: hidden = 3
contains
  subroutine set_tol(t)
    real(8), intent(in) :: t
    tol = t
  end subroutine set_tol
end module settings

program modules_io_misuse
  use settings, only: nmax, tol, set_tol, small => tol
  use settings, only: hidden  ! ERROR: 'hidden' is PRIVATE in module 'settings'
  use settings, only: nothing_here  ! ERROR: module 'settings' has no entity named 'nothing_here'
  implicit none
  integer :: i, u, ios
  real(8) :: x(nmax)
  character(len=10) :: name
  nmax = 12              ! ERROR: cannot assign to the named constant 'nmax'
  call set_tol(1.0)      ! ERROR: argument 1 of 'set_tol' is REAL(4), but its dummy 't' is REAL(8) (SUBROUTINE SET_TOL at line 8)
  call set_tol(tol, tol)  ! ERROR: 'set_tol' takes 1 argument but 2 are given (SUBROUTINE SET_TOL at line 8)
  small = 2
  open (unit=u, file=name, status='unknown', form='formatted', access='sequential')
  open (unit=u, file=3)  ! ERROR: FILE= must be a character expression
  open (unit=u, status='old', status='new')  ! ERROR: STATUS= is given twice
  open (unit=u, form='text')  ! ERROR: FORM='text' is not valid in OPEN (expected FORMATTED, UNFORMATTED)
  read (u, '(i5)', end=100, err=200) i
  write (u, '(i5)', end=100) i  ! ERROR: END= is not a specifier of WRITE
  write (*, '(f8.3)', advance='maybe') x(1)  ! ERROR: ADVANCE='maybe' is not valid in WRITE (expected YES, NO)
  write (u) (x(i), i = 1, nmax)
  write (*, 300) i       ! ERROR: FORMAT label 300 is not defined
  write (*, '(i5') i     ! ERROR: bad FORMAT: unexpected end of format: expected ')'
  read (name, *) x(1), 'abc'  ! ERROR: a READ item must be a variable, an array element or an implied DO list
  close (u, status='gone')  ! ERROR: STATUS='gone' is not valid in CLOSE (expected KEEP, DELETE)
  backspace (unit=u, fmt=300)  ! ERROR: FMT= is not a specifier of BACKSPACE
100 continue
200 continue
end program modules_io_misuse

