! The library of frt_legacy_entry.f90: a statistics accumulator module whose procedures
! have ENTRY points (a setter sharing saved state with its getters), and an external
! function with entries that a routine of this file tabulates.
module running_stats
  implicit none
  integer, save :: count = 0
  double precision, save :: total = 0d0, total_sq = 0d0
contains
  subroutine stats_reset()
    double precision :: x
    count = 0
    total = 0d0
    total_sq = 0d0
    return
  entry stats_add(x)
    count = count + 1
    total = total + x
    total_sq = total_sq + x * x
  end subroutine stats_reset

  double precision function stats_mean()
    double precision :: stats_var, x
    stats_mean = 0d0
    if (count > 0) stats_mean = total / count
    return
  entry stats_var()
    stats_var = 0d0
    if (count > 1) then
      x = total / count
      stats_var = (total_sq - count * x * x) / (count - 1)
    end if
  end function stats_mean
end module running_stats

! A conversion table: one function, three ways in.
double precision function to_kelvin(t)
  double precision :: t, to_celsius, to_fahrenheit
  to_kelvin = t + 273.15d0
  return
entry to_celsius(t)
  to_celsius = t - 273.15d0
  return
entry to_fahrenheit(t)
  to_fahrenheit = (t - 273.15d0) * 9d0 / 5d0 + 32d0
end function to_kelvin

! One line of the conversion table: the three ways into TO_KELVIN.
subroutine convert_line(k, t)
  integer :: k
  double precision :: t, kelvin
  double precision, external :: to_kelvin, to_celsius, to_fahrenheit
  kelvin = to_kelvin(t)
  print '(i3, 3f10.3)', k, kelvin, to_celsius(kelvin), to_fahrenheit(kelvin)
  t = kelvin
end subroutine convert_line
