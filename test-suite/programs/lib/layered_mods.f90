! Modules of mod_layers.f90: a base of constants, a middle layer with PRIVATE default
! and selected PUBLIC names, and a top layer re-exporting part of the middle one.
module layer_base
  implicit none
  integer, parameter :: ik = 4
  real(8), parameter :: unit_cost = 2.5d0
  integer :: ops = 0
end module layer_base

module layer_mid
  use layer_base
  implicit none
  private
  public :: cost, reset_mid, mid_calls, ops, ik
  integer :: mid_calls = 0
  real(8) :: markup = 1.2d0
contains
  real(8) function cost(n)
    integer(ik), intent(in) :: n
    mid_calls = mid_calls + 1
    ops = ops + n
    cost = n * unit_cost * markup
  end function cost

  subroutine reset_mid()
    mid_calls = 0
    markup = markup + 0.1d0
  end subroutine reset_mid
end module layer_mid

module layer_top
  use layer_mid, only: cost, mid_calls, ops
  implicit none
  integer :: top_calls = 0
contains
  real(8) function batch(n, m)
    integer, intent(in) :: n, m
    integer :: i
    batch = 0
    do i = 1, m
      batch = batch + cost(n + i)
    end do
    top_calls = top_calls + 1
  end function batch
end module layer_top
