! ENTRY in module procedures, as Fortran 77 libraries moved into modules keep them: a
! statistics accumulator whose reset, add and report share saved state through ENTRY
! points of one module subroutine, a module function with an entry for a second scaling,
! PUBLIC/PRIVATE on the entry names, and calls from inside the module and from the program.
module fl2_stats
  implicit none
  private
  public :: stats_reset, stats_add, stats_report, scaled_sum, scaled_mean, fill_series
  real, save :: total = 0.0, biggest = -huge(1.0)
  integer, save :: count = 0
contains
  subroutine stats_reset()
    integer :: n
    real :: x(*)
    total = 0.0
    biggest = -huge(1.0)
    count = 0
    return
  entry stats_add(x, n)
    total = total + sum(x(1:n))
    biggest = max(biggest, maxval(x(1:n)))
    count = count + n
    return
  entry stats_report()
    print '(a, i5, 2f12.4)', 'stats', count, total, biggest
  end subroutine stats_reset

  real function scaled_sum(v, m)
    integer, intent(in) :: m
    real, intent(in) :: v(m)
    real :: scaled_mean
    scaled_sum = 2.0 * sum(v)
    return
  entry scaled_mean(v, m)
    scaled_mean = sum(v) / real(max(m, 1))
  end function scaled_sum

  subroutine fill_series(a, n)
    integer, intent(in) :: n
    real, intent(out) :: a(n)
    integer :: i
    do i = 1, n
      a(i) = real(i * i) * 0.25 - real(i)
    end do
    call stats_add(a, n)
  end subroutine fill_series
end module fl2_stats

program fl2_module_entries
  use fl2_stats
  implicit none
  real :: a(10), b(4)
  call stats_reset()
  call fill_series(a, 10)
  call stats_report()
  b = [1.5, -2.0, 4.25, 0.5]
  call stats_add(b, 4)
  call stats_report()
  print '(2f12.4)', scaled_sum(a, 10), scaled_mean(b, 4)
  print '(f12.4)', scaled_mean(a(3:), 8) + scaled_sum(b(2:3), 2)
  call stats_reset
  call stats_add(x=b, n=3)
  call stats_report
end program fl2_module_entries
