! Elemental procedures as in property-table and unit-conversion libraries: ELEMENTAL
! functions applied to scalars, whole arrays, sections and mixed scalar/array arguments,
! an elemental function on a derived type, an ELEMENTAL SUBROUTINE with INTENT(INOUT)
! arrays, elemental calls inside WHERE and array constructors, and PURE helpers they call.
module f7_props
  implicit none
  integer, parameter :: dp = kind(1.0d0)
  type :: state
    real(dp) :: p = 101325.0_dp   ! pressure, Pa
    real(dp) :: t = 288.15_dp     ! temperature, K
  end type state
contains
  pure real(dp) function sat_pressure(t)
    real(dp), intent(in) :: t
    ! Magnus formula for water vapour, t in K
    sat_pressure = 610.94_dp * exp(17.625_dp * (t - 273.15_dp) / (t - 30.11_dp))
  end function sat_pressure

  elemental real(dp) function density(s)
    type(state), intent(in) :: s
    density = s%p / (287.058_dp * s%t)
  end function density

  elemental real(dp) function rel_humidity(t, pv)
    real(dp), intent(in) :: t, pv
    rel_humidity = min(100.0_dp, 100.0_dp * pv / sat_pressure(t))
  end function rel_humidity

  elemental integer function beaufort(speed)
    real(dp), intent(in) :: speed
    beaufort = min(12, nint((speed / 0.836_dp)**(2.0_dp / 3.0_dp)))
  end function beaufort

  elemental subroutine clip_and_count(x, lo, hi, nclip)
    real(dp), intent(inout) :: x
    real(dp), intent(in) :: lo, hi
    integer, intent(inout) :: nclip
    if (x < lo .or. x > hi) nclip = nclip + 1
    x = max(lo, min(hi, x))
  end subroutine clip_and_count

  elemental character(len=3) function grade(x)
    real(dp), intent(in) :: x
    if (x < 30.0_dp) then
      grade = 'dry'
    else if (x < 70.0_dp) then
      grade = 'ok '
    else
      grade = 'wet'
    end if
  end function grade
end module f7_props

program f7_elemental_units
  use f7_props
  implicit none
  real(dp) :: temps(8), pv(8), rh(8), wind(6), grid(3, 4)
  type(state) :: column(5)
  integer :: hits(3, 4), wcount(6), i, j

  temps = [(263.15_dp + 5.0_dp * i, i = 0, 7)]
  pv = 800.0_dp
  rh = rel_humidity(temps, pv)
  write (*, '(8f8.2)') rh
  write (*, '(8(1x, a))') grade(rh)
  write (*, '(a, 4f9.3)') 'section ', rel_humidity(temps(2:8:2), 1200.0_dp)
  write (*, '(a, f9.3)') 'scalar  ', rel_humidity(300.0_dp, 2000.0_dp)
  write (*, '(a, 3es14.6)') 'psat ', [(sat_pressure(temps(i)), i = 1, 8, 3)]

  column%t = [(288.15_dp - 6.5_dp * i, i = 0, 4)]
  column%p = 101325.0_dp * (column%t / 288.15_dp)**5.2559_dp
  write (*, '(5f10.5)') density(column)
  write (*, '(a, f12.6)') 'default state ', density(state())
  print *, 'beaufort', beaufort([0.1_dp, 1.5_dp, 5.0_dp, 10.0_dp, 20.0_dp, 40.0_dp])

  wind = [-3.0_dp, 2.0_dp, 15.0_dp, 7.5_dp, 31.0_dp, 0.0_dp]
  wcount = 0
  hits = 0
  call clip_and_count(wind, 0.0_dp, 25.0_dp, wcount)
  i = sum(wcount)
  ! each element of a conformable count array receives its own element's result
  grid = reshape([(real(j * 3 - 10, dp), j = 1, 12)], [3, 4])
  call clip_and_count(grid, -4.0_dp, 12.0_dp, hits)
  write (*, '(6f7.2, i3)') wind, i
  do i = 1, 3
    write (*, '(4f7.2, 4i2)') grid(i, :), hits(i, :)
  end do
  where (grid > 0.0_dp) grid = rel_humidity(273.15_dp + grid, 500.0_dp + 10.0_dp * grid)
  write (*, '(4f8.3)') (grid(i, :), i = 1, 3)
end program f7_elemental_units
