! The bottom module of mod_chain.f90: kinds and constants.
module phys_consts
  implicit none
  integer, parameter :: rk = selected_real_kind(12)
  real(rk), parameter :: pi = 3.14159265358979323846_rk
  real(rk), parameter :: g = 9.81_rk
  real(rk) :: drag = 0.05_rk
end module phys_consts
