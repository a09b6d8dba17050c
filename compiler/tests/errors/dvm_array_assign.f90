! Array assignments to distributed arrays run as implicit parallel loops: what they cannot
! do (reads past the SHADOW widths or of another distribution,
! fixed elements of distributed arrays, sections given to a function that is not
! ELEMENTAL) and reductions with DIM=.
program dvm_array_assign
  implicit none
  integer, parameter :: n = 12
  real(8) :: a(n), b(n), c(n), x(n), s
  integer :: i
!dvm$ distribute a(block)
!dvm$ align b(i) with a(i)
!dvm$ distribute c(block)
!dvm$ shadow b(1:1)
  a(2:n) = a(1:n-1)
  a(3:n) = b(1:n-2)             ! ERROR: reference b(1:n-2) reads 2 elements past the local part of 'b', but the SHADOW width of 'b' is 1 on that side (declare SHADOW b(2:1))
  a(2:n) = b(1:n-1)
  a = x + f(1.0d0)
  a(2:n) = f(b(1:n-1))          ! ERROR: passing a section of the distributed array 'b' to a procedure is not supported yet: pass the whole array to an INHERIT dummy
  x = a
  s = maxloc(a, 1)
  print *, a(1), s
contains
  real(8) function f(y)
    real(8) :: y
    f = y
  end function
end program
