! A tabulated equation of state, as hydrodynamics codes use one: a module holds the pressure
! and sound-speed tables on a uniform density grid (filled once by the host), and a device
! loop interpolates them for every cell; a second loop computes the stable time step from the
! sound speed with a MIN reduction and the densest cell with MAXLOC. Between two steps the
! host rebuilds the table for a stiffer gas, and the device must read the new one.
! dvmh-test: grids=4:2x2 4:1x4 3:3x1
module eos_table
  implicit none
  integer, parameter :: nt = 64
  real(8), parameter :: rho_lo = 0.5d0, rho_hi = 4.5d0
  real(8) :: p_tab(0:nt), c_tab(0:nt)
contains
  subroutine build_table(gam)
    real(8), intent(in) :: gam
    integer :: k
    real(8) :: rho
    do k = 0, nt
      rho = rho_lo + (rho_hi - rho_lo) * k / nt
      p_tab(k) = rho**gam
      c_tab(k) = sqrt(gam * p_tab(k) / rho)
    end do
  end subroutine
end module

program region3_eos_lookup
  use eos_table
  implicit none
  integer, parameter :: n = 40, m = 30
  real(8) :: rho(n, m), p(n, m), cs(n, m)
  real(8) :: dt, pmax, psum, rmax, t, drho
  integer :: i, j, k, round, loc(2)
!dvm$ distribute rho(block, block)
!dvm$ align p(i, j) with rho(i, j)
!dvm$ align cs(i, j) with rho(i, j)
  drho = (rho_hi - rho_lo) / nt
  do round = 1, 2
    call build_table(1.4d0 + 0.267d0 * (round - 1))
!dvm$ region
!dvm$ parallel (j, i) on rho(i, j)
    do j = 1, m
      do i = 1, n
        rho(i, j) = 1.0d0 + 0.8d0 * sin(0.21d0 * i + 0.1d0 * round) * cos(0.17d0 * j) &
                    + 0.01d0 * mod(i * j, 13)
      end do
    end do
!dvm$ parallel (j, i) on p(i, j), private(k, t)
    do j = 1, m
      do i = 1, n
        k = int((rho(i, j) - rho_lo) / drho)
        k = max(0, min(nt - 1, k))
        t = (rho(i, j) - (rho_lo + k * drho)) / drho
        p(i, j) = (1 - t) * p_tab(k) + t * p_tab(k + 1)
        cs(i, j) = (1 - t) * c_tab(k) + t * c_tab(k + 1)
      end do
    end do
    dt = 1d30
    pmax = -1
    psum = 0
    rmax = -1
    loc = 0
!dvm$ parallel (j, i) on p(i, j), reduction(min(dt), max(pmax), sum(psum), maxloc(rmax, loc, 2))
    do j = 1, m
      do i = 1, n
        dt = min(dt, 0.5d0 / cs(i, j))
        pmax = max(pmax, p(i, j))
        psum = psum + p(i, j)
        if (rho(i, j) > rmax) then
          rmax = rho(i, j)
          loc(1) = i
          loc(2) = j
        end if
      end do
    end do
!dvm$ end region
    print '(a, i2, 4es22.14, 2i4)', 'round', round, dt, pmax, psum, rmax, loc
  end do
!dvm$ get_actual(p, cs)
  print '(4es22.14)', p(1, 1), p(n / 2, m / 3), cs(n, m), cs(7, 11)
end program
