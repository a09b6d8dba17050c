! dvmh-test: files=lib/units_mod.f90
! Module state shared by several program units: a separately compiled module's counter
! advanced by external subroutines in this file and read by the main program, a local
! module with an initialised array-free state (running min/max/count) updated from two
! different subroutines, CHARACTER results through CHARACTER(*) dummies.
module running
  implicit none
  real(8) :: lo = huge(1.0d0), hi = -huge(1.0d0)
  integer :: n = 0
contains
  subroutine observe(x)
    real(8), intent(in) :: x
    lo = min(lo, x)
    hi = max(hi, x)
    n = n + 1
  end subroutine observe
end module running

program mod_counters
  use unit_conv
  use running, only: lo, hi, nobs => n
  implicit none
  integer :: k
  character(len=8) :: nm
  do k = 1, nunits
    call convert_table(k)
  end do
  call extra(3.0d0)
  write (*, '(a, i4, a, i4)') 'conversions', conversions, ' observations', nobs
  write (*, '(a, 2es16.8)') 'range', lo, hi
  call unit_name(3, nm)
  write (*, '(3a)') '[', nm, ']'
end program mod_counters

subroutine convert_table(k)
  use unit_conv
  use running
  implicit none
  integer, intent(in) :: k
  character(len=6) :: nm
  real(8) :: x, y
  integer :: i
  call unit_name(k, nm)
  do i = 1, 3
    x = 10.0d0 ** (i - 1)
    y = to_si(x, k)
    call observe(y)
    write (*, '(f8.1, 1x, a6, a, f14.4, a)') x, nm, ' =', y, ' m'
  end do
end subroutine convert_table

subroutine extra(x)
  use unit_conv, only: si => to_si
  use running, only: observe
  implicit none
  real(8), intent(in) :: x
  call observe(si(x, 4))
  call observe(si(x / 1000, 1))
end subroutine extra
