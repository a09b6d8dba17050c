! External COMPLEX functions for complex_functions.f90.
complex function cis(t)
  real t
  cis = cmplx(cos(t), sin(t))
end function

double complex function dsq(z)
  double complex z
  dsq = z * z
end function
