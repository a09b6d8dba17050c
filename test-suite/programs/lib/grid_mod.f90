! A module compiled on its own (its module file is read by the programs that use it):
! grid sizes, a coefficient table initialised at first use, and procedures.
module grid_mod
  implicit none
  integer, parameter :: nx = 24, ny = 16
  integer, parameter :: wp = 8
  real(wp) :: coef(0:3)
  logical :: ready = .false.
  integer :: steps_done = 0
contains
  subroutine setup()
    integer :: k
    if (ready) return
    do k = 0, 3
      coef(k) = 1.0_wp / (k + 2)
    end do
    ready = .true.
  end subroutine setup

  real(wp) function weight(i, j)
    integer, intent(in) :: i, j
    weight = coef(mod(i + j, 4)) + 0.01_wp * i
  end function weight

  subroutine count_step()
    steps_done = steps_done + 1
  end subroutine count_step
end module grid_mod
