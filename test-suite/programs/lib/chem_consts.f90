! Constants and rate helpers of dvm_reaction.fdv (a fixed-form program using a free-form
! module compiled first).
module chem_consts
  implicit none
  integer, parameter :: ncell = 60
  double precision, parameter :: ka = 0.8d0, kb = 0.3d0, diff = 0.15d0
  double precision :: dt = 0.05d0
  integer :: nsteps = 40
contains
  double precision function initial_a(i)
    integer, intent(in) :: i
    initial_a = 1.0d0
    if (i > ncell / 3 .and. i <= 2 * ncell / 3) initial_a = 0.2d0
  end function initial_a
end module chem_consts
