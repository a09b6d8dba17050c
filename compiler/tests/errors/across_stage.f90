! STAGE(n) of an ACROSS loop: a constant number of pipeline portions, at least 1.
program across_stage
  integer, parameter :: n = 20
  real(8) :: a(n)
  integer :: i, k
!DVM$ DISTRIBUTE a(BLOCK)
  k = 2
!DVM$ PARALLEL (i) ON a(i), ACROSS(a(1:0)), STAGE(0)
! ERROR: STAGE: the number of pipeline portions must be at least 1, but it is 0
  do i = 2, n
    a(i) = a(i - 1) + 1
  end do
!DVM$ PARALLEL (i) ON a(i), ACROSS(a(1:0)), STAGE(2 - n)
! ERROR: STAGE: the number of pipeline portions must be at least 1, but it is -18
  do i = 2, n
    a(i) = a(i - 1) + 1
  end do
!DVM$ PARALLEL (i) ON a(i), ACROSS(a(1:0)), STAGE(k)
! ERROR: 'k' in a directive must be a named INTEGER constant or a dummy variable
  do i = 2, n
    a(i) = a(i - 1) + 1
  end do
!DVM$ PARALLEL (i) ON a(i), ACROSS(a(1:0)), STAGE(n / 4)
  do i = 2, n
    a(i) = a(i - 1) + 1
  end do
end program across_stage
