! CHARACTER, COMPLEX and DATA: what is checked and what is not supported yet.
program typeerrs
  implicit none
  character(len=4) :: s, t(2)
  complex :: c, cc(4)
  double complex :: z
  integer :: i, k
  real :: a(3)
  data a /1.0, 2.0/  ! ERROR: DATA has 3 objects but 2 values
  data k /'x'/  ! ERROR: cannot initialise INTEGER(4) 'k' with CHARACTER
  data i /1/, i /2/  ! ERROR: 'i' is initialised twice by DATA
  s = 'abcd'
  t(1) = s(2:3) // s(5:6)  ! ERROR: substring end 6 is past the length 4
  c = s  ! ERROR: cannot convert CHARACTER to COMPLEX(4) in the assignment to 'c'
  if (c < z) print *, 'less'  ! ERROR: COMPLEX values can only be compared with == and /=
  print *, s(0:2), len(s, 1, 2), index(s), ichar(1)  ! ERROR: substring start 0 is less than 1
! ERROR: LEN takes 1 argument, but 3 given
! ERROR: INDEX takes 2 arguments, but 1 given
! ERROR: ICHAR needs CHARACTER arguments, found INTEGER(4)
  i = s  ! ERROR: cannot convert CHARACTER to INTEGER(4) in the assignment to 'i'
  k = s .eq. 1  ! ERROR: cannot compare CHARACTER with INTEGER(4)
end program
