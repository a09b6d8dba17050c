! dvmh-test: files=lib/frt_entry_lib.f90
! A legacy library with ENTRY points used from another file: a statistics module whose
! reset routine has an entry that accumulates, a mean function with a variance entry (module
! procedures reached by USE), and an external temperature conversion function with two
! entries that a routine of the library applies to a table of measurements.
program legacy_entry
  use running_stats
  implicit none
  double precision :: readings(8), k
  integer :: i
  readings = [12.5d0, 14.0d0, 13.25d0, 18.75d0, 21.0d0, 19.5d0, 16.0d0, 11.5d0]
  call stats_reset()
  do i = 1, size(readings)
    call stats_add(readings(i))
  end do
  print '(a, i3, 2f12.6)', 'n, mean, var:', count, stats_mean(), stats_var()
  call stats_reset()
  do i = 1, size(readings), 2
    k = readings(i)
    call convert_line(i, k)
    call stats_add(k)
  end do
  print '(a, i3, 2f12.6)', 'kelvin mean, var:', count, stats_mean(), stats_var()
  print '(a, f10.4)', 'sum check', stats_mean() * count + stats_var()
end program legacy_entry
