! Region loops that call the module's PURE and ELEMENTAL functions, as physics codes call their
! equation of state and flux limiters: an elemental limiter applied to neighbour differences,
! a pure function of two arguments with a local variable and a branch, and a pure function that
! calls another one. The device must compute what the serial program does.
! dvmh-test: grids=4:2x2 2:2x1 3:1x3
module region4_pure_lib
  implicit none
contains
  elemental real(8) function minmod(a, b)
    real(8), intent(in) :: a, b
    if (a * b <= 0.0d0) then
      minmod = 0.0d0
    else if (abs(a) < abs(b)) then
      minmod = a
    else
      minmod = b
    end if
  end function minmod

  pure real(8) function pressure(rho, e)
    real(8), intent(in) :: rho, e
    real(8), parameter :: gamma = 1.4d0
    real(8) :: p
    p = (gamma - 1.0d0) * rho * e
    if (p < 1.0d-6) p = 1.0d-6
    pressure = p
  end function pressure

  pure real(8) function sound_speed(rho, e)
    real(8), intent(in) :: rho, e
    sound_speed = sqrt(1.4d0 * pressure(rho, e) / rho)
  end function sound_speed
end module region4_pure_lib

program region4_pure_calls
  use region4_pure_lib
  implicit none
  integer, parameter :: nx = 60, ny = 28
  real(8) :: rho(nx, ny), e(nx, ny), slope(nx, ny), c(nx, ny), cmax, ssum
  integer :: i, j
!dvm$ distribute rho(block, block)
!dvm$ align e(i, j) with rho(i, j)
!dvm$ align slope(i, j) with rho(i, j)
!dvm$ align c(i, j) with rho(i, j)
!dvm$ shadow rho(1:1, 0:0)
!dvm$ region out(rho, e, slope, c)
!dvm$ parallel (j, i) on rho(i, j)
  do j = 1, ny
    do i = 1, nx
      rho(i, j) = 1.0d0 + 0.5d0 * sin(0.2d0 * i) * cos(0.3d0 * j)
      if (i > nx / 2) rho(i, j) = rho(i, j) * 0.25d0
      e(i, j) = 2.5d0 - 0.02d0 * i + 0.01d0 * j
      slope(i, j) = 0
    end do
  end do
!dvm$ parallel (j, i) on slope(i, j), shadow_renew(rho)
  do j = 1, ny
    do i = 2, nx - 1
      slope(i, j) = minmod(rho(i, j) - rho(i - 1, j), rho(i + 1, j) - rho(i, j))
    end do
  end do
!dvm$ parallel (j, i) on c(i, j)
  do j = 1, ny
    do i = 1, nx
      c(i, j) = sound_speed(rho(i, j), e(i, j)) + pressure(rho(i, j), e(i, j) - 2.4d0)
    end do
  end do
!dvm$ end region
  cmax = 0
  ssum = 0
!dvm$ region
!dvm$ parallel (j, i) on c(i, j), reduction(max(cmax), sum(ssum))
  do j = 1, ny
    do i = 1, nx
      cmax = max(cmax, c(i, j))
      ssum = ssum + abs(slope(i, j)) * (i + j)
    end do
  end do
!dvm$ end region
!dvm$ get_actual(slope, c)
  print '(A, ES22.14)', ' cmax', cmax
  print '(A, ES22.14)', ' slopes', ssum
  print '(4ES20.12)', slope(nx / 2, 5), slope(nx / 2 + 1, 5), c(1, 1), c(nx, ny)
end program region4_pure_calls
