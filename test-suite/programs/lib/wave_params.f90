! Sizes and coefficients of dvm_module_sizes.f90: compiled on its own, its constants
! size distributed arrays in the program.
module wave_params
  implicit none
  integer, parameter :: nn = 48
  integer, parameter :: halo = 2
  real(8), parameter :: c1 = 4.0d0 / 3.0d0, c2 = -1.0d0 / 12.0d0
  real(8) :: dt = 0.1d0
  integer :: nsteps = 12
end module wave_params
