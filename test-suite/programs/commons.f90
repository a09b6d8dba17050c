! dvmh-test: files=lib/commons_lib.f90
! COMMON blocks shared by units in two files: named and blank blocks, arrays dimensioned in
! COMMON, one block laid out differently by different units (storage association), padding
! before a DOUBLE PRECISION member, SAVE'd counters; a parallel loop in between.
program commons
  implicit none
  integer, parameter :: n = 6
  integer :: nsteps, i
  double precision :: u(n), total
  real :: pair(2), other
  common /grid/ nsteps, u
  common /acc/ total
  common pair, other
  double precision :: d(n)
!dvm$ distribute d(block)
  nsteps = 3
  do i = 1, n
    u(i) = i * 0.5d0
  end do
  total = 0
  pair(1) = 1.5
  pair(2) = 2.5
  other = 4.0
  call relax
  call relax
  call report
!dvm$ parallel (i) on d(i)
  do i = 1, n
    d(i) = i * 2.0d0
  end do
  total = total + d(n)
  print *, 'total with d:', total
  call blank_sum
end program commons
