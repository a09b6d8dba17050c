! Fortran-DVM's combined directive (`TEMPLATE, DISTRIBUTE (BLOCK) :: T(N)`): bounds belong
! to templates only, an attribute may be given once, a template needs bounds.
program combined
  implicit none
  real :: a(10), b(10)
!dvm$ template, distribute (block) :: t(10)
!dvm$ dynamic, distribute (block) :: a(10)
! ERROR: bounds of 'a' in a combined directive without TEMPLATE: declare the array's shape in its type declaration
!dvm$ align (i) with t(i), align (i) with t(i) :: b
! ERROR: this attribute is given twice in the combined directive
!dvm$ template, dynamic :: u
! ERROR: template 'u' has no bounds
  print *, a(1), b(1)
end program combined
