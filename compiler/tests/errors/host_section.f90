! HOST_SECTION ... END HOST_SECTION: only inside a REGION, sequential (no PARALLEL), no
! ACTUAL inside (GET_ACTUAL is allowed there, and only there inside a region), no nesting.
program hs
  implicit none
  integer, parameter :: n = 8
  real(8) :: a(n), s
  integer :: i
!dvm$ distribute a(block)
!dvm$ host_section
! ERROR: HOST_SECTION is allowed only inside a REGION
  s = 1
!dvm$ end host_section
!dvm$ region
!dvm$ get_actual(a)
! ERROR: GET_ACTUAL is allowed inside a REGION only in a HOST_SECTION
!dvm$ host_section
!dvm$ get_actual(a)
!dvm$ actual(a)
! ERROR: ACTUAL is not allowed inside a HOST_SECTION
!dvm$ parallel (i) on a(i)
! ERROR: PARALLEL is not allowed inside a HOST_SECTION (it runs sequentially on the host)
  do i = 1, n
    a(i) = i
  end do
!dvm$ host_section
! ERROR: a HOST_SECTION cannot contain another HOST_SECTION
  print *, a(1)
!dvm$ end host_section
!dvm$ end host_section
!dvm$ end host_section
! ERROR: END HOST_SECTION inside an unterminated REGION
!dvm$ end region
end program hs
