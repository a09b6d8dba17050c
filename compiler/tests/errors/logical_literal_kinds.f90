! Kind parameters of logical literals: only the LOGICAL kinds 1, 2, 4 and 8, or a named
! INTEGER constant with one of those values.
program logical_literal_kinds
  implicit none
  integer, parameter :: big = 16
  real, parameter :: rk = 4.0
  logical :: x
  x = .true._3
! ERROR: invalid kind parameter '3'
  x = .false._zz
! ERROR: invalid kind parameter 'zz'
  x = .true._big
! ERROR: invalid kind parameter 'big'
  x = .false._rk
! ERROR: invalid kind parameter 'rk'
  x = .true._4
end program logical_literal_kinds
