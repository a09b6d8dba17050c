! A module PROCESSORS arrangement serves two grids: a global array distributed over all of
! it, then, in a procedure, a local array distributed ONTO a section of the same module
! arrangement (the first half of the processes), filled from the global one through
! REMOTE_ACCESS, computed on, and its results brought back to every process.
module procs
  implicit none
!dvm$ processors p(number_of_processors())
end module procs

program dvmz2_onto_module_section
  use procs
  implicit none
  integer, parameter :: n = 25
  real(8) :: a(n)
!dvm$ distribute a(block) onto p
  integer :: i
  real(8) :: s
!dvm$ parallel (i) on a(i)
  do i = 1, n
    a(i) = i * i * 0.01d0
  end do
  call half(a, n, s)
  print '(a, f18.8)', 'half sum', s
  call half(a, n, s)
  print '(a, f18.8)', 'again   ', s
  print '(3f12.6)', a(1), a(13), a(n)
end program dvmz2_onto_module_section

subroutine half(a, n, s)
  use procs
  implicit none
  integer :: n
  real(8) :: a(n), s
!dvm$ inherit a
  real(8) :: w(n), v(n)
  integer :: i
!dvm$ distribute w(block) onto p(1:max(1, number_of_processors() / 2))
!dvm$ align v(i) with w(i)
!dvm$ shadow w(1:1)
!dvm$ remote_access (a(:))
  w = a
!dvm$ parallel (i) on v(i), shadow_renew(w)
  do i = 2, n - 1
    v(i) = w(i - 1) - 2 * w(i) + w(i + 1)
  end do
  v(1) = 0
  v(n) = 0
  s = 0
!dvm$ parallel (i) on v(i), reduction(sum(s))
  do i = 1, n
    s = s + v(i) * i
  end do
!dvm$ parallel (i) on a(i), remote_access(v(i))
  do i = 1, n
    a(i) = a(i) + 0.5d0 * v(i)
  end do
end subroutine half
