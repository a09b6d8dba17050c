! The middle module of mod_chain.f90: uses phys_consts, keeps state between calls.
module projectile
  use phys_consts
  implicit none
  private
  public :: launch, fly, rk, range_x, peak_y, nsteps
  real(rk) :: x, y, vx, vy
  real(rk) :: range_x = 0, peak_y = 0
  integer :: nsteps = 0
contains
  subroutine launch(speed, angle_deg)
    real(rk), intent(in) :: speed, angle_deg
    x = 0; y = 0
    vx = speed * cos(angle_deg * pi / 180)
    vy = speed * sin(angle_deg * pi / 180)
    peak_y = 0
    nsteps = 0
  end subroutine launch

  subroutine fly(dt)
    real(rk), intent(in) :: dt
    real(rk) :: v
    do while (y >= 0 .or. nsteps == 0)
      v = sqrt(vx * vx + vy * vy)
      vx = vx - drag * v * vx * dt
      vy = vy - (g + drag * v * vy) * dt
      x = x + vx * dt
      y = y + vy * dt
      peak_y = max(peak_y, y)
      nsteps = nsteps + 1
    end do
    range_x = x
  end subroutine fly
end module projectile
