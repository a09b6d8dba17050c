! The state of dvmz3_cfd_modules: distributed ALLOCATABLE module arrays, one aligned group,
! an explicit SHADOW for the pressure; the sizes are set by the main program before ALLOCATE.
module dvmz3_cfd_state
  implicit none
  integer :: nx, ny
  real(8) :: h
  real(8), allocatable :: u(:, :), v(:, :), p(:, :), pn(:, :), rhs(:, :)
!dvm$ distribute u(block, block)
!dvm$ align (i, j) with u(i, j) :: v, p, pn, rhs
!dvm$ shadow p(1:1, 1:1)
end module dvmz3_cfd_state
