! An align dummy written with the coefficient 0 maps no base dimension linearly: an error
! (a constant subscript is written alone; a dummy left out of the base subscripts collapses).
program alignzero
  implicit none
  real :: a(16), b(16), c(16), d(16, 4)
!dvm$ distribute a(block)
!dvm$ align b(i) with a(0 * i + 3)
! ERROR: the align dummy 'i' has the coefficient 0 in this ALIGN subscript: each dummy maps by a*i+b with a /= 0 onto one base dimension (write the constant alone to align with a section of the base)
!dvm$ align c(i) with a(3)
!dvm$ align d(i, j) with a(i + 0 * j)
! ERROR: the align dummy 'j' has the coefficient 0 in this ALIGN subscript: each dummy maps by a*j+b with a /= 0 onto one base dimension (write the constant alone to align with a section of the base)
  print *, c(1)
end program
