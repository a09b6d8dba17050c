! ALIGN subscripts with variables: a*i + b with run-time a and b is accepted, other forms not.
program alignrt
  implicit none
  integer :: k, l
  real :: a(100), b(10), c(10), d(10), e(10, 10), f(10), g(10)
!dvm$ distribute a(block)
!dvm$ dynamic f
!dvm$ align b(i) with a(k * i + l)
!dvm$ align c(i) with a(k * i * i)
! ERROR: an ALIGN subscript must be a*i + b (a and b may use variables known when the array is mapped)
!dvm$ align d(i) with a(l / i)
! ERROR: an ALIGN subscript must be a*i + b (a and b may use variables known when the array is mapped)
!dvm$ align e(i, j) with a(k * i + j)
! ERROR: a directive subscript may use only one variable
!dvm$ align g(i) with b(i + l)
!dvm$ align f(i) with a(i)
  k = 2
  l = 1
!dvm$ realign f(i) with a(k * i)
  print *, b(1)
end program
