! ACTUAL / GET_ACTUAL of a section: one subscript or lo:hi range (INTEGER) per dimension of
! an array.
program actual_section
  implicit none
  integer, parameter :: n = 8
  real(8) :: a(n, n), x
  integer :: i
!dvm$ distribute a(block, block)
  x = 1
  i = 2
!dvm$ actual(a(1:4))
! ERROR: the section of 'a' in ACTUAL has 1 subscript but 'a' has rank 2
!dvm$ get_actual(x(1))
! ERROR: 'x' in GET_ACTUAL is not an array: it has no section
!dvm$ get_actual(a(1:x, i))
! ERROR: a section subscript in GET_ACTUAL is an INTEGER expression, not REAL(8)
!dvm$ get_actual(a(1:i, i))
  print *, a(1, 1), x
end program actual_section
