! A plane sweep: the ON subscript K is known only when each parallel loop starts, so it is an
! `on_dynamic` operand of dvm.parallel (added to the offset of rule 1, a constant rule 0),
! and NZ + 1 - K is a constant rule 10 with the run-time part -K.
program on_run_time
  integer, parameter :: n = 4, nz = 9
  real(8) :: u(n, nz)
  integer :: i, k
!DVM$ DISTRIBUTE u(BLOCK, BLOCK)
  do k = 1, nz
!DVM$ PARALLEL (i) ON u(i, k)
    do i = 1, n
      u(i, k) = k
    end do
!DVM$ PARALLEL (i) ON u(i, nz + 1 - k)
    do i = 1, n
      u(i, nz + 1 - k) = u(i, nz + 1 - k) + i
    end do
  end do
  print *, u(2, 3)
end program
