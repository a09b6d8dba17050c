! A masked physics update as hydro and ice-sheet codes write it: a 2-D field of cells where
! nested WHERE / ELSEWHERE (mask) levels pick the update per regime (melting, freezing,
! dry cells), a mask the update itself changes (the mask is evaluated first), one-line WHERE
! statements inside an ELSEWHERE, and FORALL with a mask and several assignments.
program masked_update
  implicit none
  integer, parameter :: nx = 12, ny = 8
  real(8) :: temp(nx, ny), ice(nx, ny), water(nx, ny), flux(nx, ny)
  integer :: i, j, step

  do j = 1, ny
    do i = 1, nx
      temp(i, j) = -6.0d0 + 0.9d0 * i + 0.35d0 * j * mod(i + j, 3)
      ice(i, j) = max(0.0d0, 2.0d0 - 0.15d0 * i + 0.1d0 * j)
      water(i, j) = 0.05d0 * mod(i * j, 7)
    end do
  end do

  do step = 1, 3
    flux = 0.0d0
    where (ice > 0.0d0)
      where (temp > 0.0d0)
        ! melting: limited by the ice that is there
        flux = min(ice, 0.1d0 * temp)
        ice = ice - flux
        water = water + flux
      elsewhere (temp > -2.0d0)
        ! slow sublimation
        ice = ice * 0.99d0
      elsewhere
        where (water > 0.1d0)
          ! freezing of standing water on cold ice
          flux = -0.5d0 * water
          water = water + flux
          ice = ice - flux
        end where
      end where
    elsewhere (water > 0.0d0)
      where (temp < -3.0d0) ice = 0.2d0 * water
      where (temp < -3.0d0) water = 0.8d0 * water
      where (temp >= 0.0d0) water = water * 0.9d0
    elsewhere
      temp = temp + 0.25d0
    end where
    ! The mask reads what the branch assigns.
    where (water > 0.2d0)
      water = water - 0.05d0
      temp = temp - 0.1d0
    elsewhere
      where (ice > 1.0d0) temp = temp - 0.2d0
    end where
    print '(a,i2,4f16.8)', 'step', step, sum(ice), sum(water), sum(temp), sum(flux)
  end do

  ! Smoothing of the interior cells on a checkerboard, two assignments per FORALL.
  forall (i = 2:nx-1, j = 2:ny-1, mod(i + j, 2) == 0 .and. ice(i, j) > 0.0d0)
    flux(i, j) = 0.25d0 * (ice(i-1, j) + ice(i+1, j) + ice(i, j-1) + ice(i, j+1))
    ice(i, j) = 0.5d0 * (ice(i, j) + flux(i, j))
  end forall
  print '(a,2f16.8)', 'smoothed', sum(ice), sum(flux)
  print '(6f12.6)', ice(1:6, 3), water(7:12, 5), temp(::3, 8)
  print *, count(ice > 0.5d0), count(water > 0.1d0), maxloc(temp)
end program masked_update
