! INHERIT and distributed arguments: what is diagnosed.
program ierr
  integer, parameter :: n = 8
  real :: a(n), b(n)
  integer :: c(n)
!dvm$ distribute a(block)
  call plain(a, n)   ! ERROR: argument 1 of 'plain' is a distributed array, but its dummy 'x' is not declared INHERIT (SUBROUTINE PLAIN at line 12)
  call takes(b, n)   ! ERROR: argument 1 of 'takes' is not a distributed array, but its dummy 'x' is INHERIT (SUBROUTINE TAKES at line 17)
  call takes(a, n)
end program ierr

subroutine plain(x, n)
  integer :: n
  real :: x(n)
end subroutine plain

subroutine takes(x, n)
  integer :: n
  real :: x(n), w(n)
  real :: s
!dvm$ inherit x
!dvm$ inherit w
! ERROR: INHERIT names dummy arrays, and 'w' is not one
!dvm$ inherit s
! ERROR: INHERIT names dummy arrays, and 's' is not one
!dvm$ inherit nothere
! ERROR: 'nothere' in INHERIT is not a declared dummy array
!dvm$ inherit x
! ERROR: 'x' is already distributed
!dvm$ shadow x(1:1)
! ERROR: SHADOW of the INHERIT array 'x': its shadow edges are the actual argument's
end subroutine takes
