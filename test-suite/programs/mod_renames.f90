! USE with ONLY lists and renames: two modules exporting the same names (a procedure,
! a variable and a constant), both used in one unit under local names; a procedure that
! uses only part of a module; the same module used twice in one unit.
module linear_scale
  implicit none
  real(8), parameter :: factor = 2.0d0
  integer :: calls = 0
contains
  real(8) function apply(x)
    real(8), intent(in) :: x
    calls = calls + 1
    apply = factor * x + 1.0d0
  end function apply
end module linear_scale

module log_scale
  implicit none
  real(8), parameter :: factor = 10.0d0
  integer :: calls = 0
contains
  real(8) function apply(x)
    real(8), intent(in) :: x
    calls = calls + 1
    apply = log10(factor * x)
  end function apply
end module log_scale

program mod_renames
  use linear_scale, only: lin => apply, nlin => calls
  use log_scale, only: lg => apply, lfac => factor
  use log_scale, only: nlog => calls
  implicit none
  real(8) :: x
  integer :: i
  x = 0.5d0
  do i = 1, 5
    write (*, '(f8.3, 2f12.6)') x, lin(x), lg(x)
    x = x * 3
  end do
  call report()
  write (*, '(a, f6.1, 2i4)') 'lfac', lfac, nlin, nlog
end program mod_renames

subroutine report()
  use linear_scale, only: factor
  use log_scale, only: calls
  implicit none
  write (*, '(a, f6.2, a, i3)') 'linear factor', factor, ' log calls', calls
end subroutine report
