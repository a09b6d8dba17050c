! REGION data directions of a section: one subscript or lo:hi range (INTEGER) per dimension
! of an array, as for ACTUAL.
program region_section
  implicit none
  integer, parameter :: n = 8
  real(8) :: a(n, n), x
  integer :: i, j
!dvm$ distribute a(block, block)
  x = 1
!dvm$ region in(a(1:4))
! ERROR: the section of 'a' in REGION has 1 subscript but 'a' has rank 2
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, n
    do i = 1, n
      a(i, j) = i + j
    end do
  end do
!dvm$ end region
!dvm$ region out(a(1:x, 2))
! ERROR: a section subscript in REGION is an INTEGER expression, not REAL(8)
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, n
    do i = 1, n
      a(i, j) = i - j
    end do
  end do
!dvm$ end region
  print *, a(1, 1), x
end program region_section
