! CHARACTER and COMPLEX function results and COMPLEX constants: misuse.
module fr
contains
  character(len=*) function anylen(n)  ! ERROR: a CHARACTER function of assumed length (*) must be an external function, not a module or internal one
    integer n
    anylen = 'x'
  end function
end module

program results
  implicit none
  character*(*) ext
  external ext
  complex z
  real x
  x = 1
  z = (x, 1.0)  ! ERROR: the parts of a COMPLEX constant (re, im) must be INTEGER or REAL constants (CMPLX(x, y) makes a COMPLEX value of variables)
  z = (1.0, 'a')  ! ERROR: the parts of a COMPLEX constant (re, im) must be INTEGER or REAL constants (CMPLX(x, y) makes a COMPLEX value of variables)
  print *, ext(1)  ! ERROR: the CHARACTER function 'ext' needs a constant length here (declare it, as in 'CHARACTER(LEN=10) ext')
  print *, (1.0, 2.0, 3.0)  ! ERROR: expected '(re, im)' (a COMPLEX constant) or an implied DO '(items, i = lo, hi)'
end program
