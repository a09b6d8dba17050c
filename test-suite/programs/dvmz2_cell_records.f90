! Distributed arrays of a derived type with array and CHARACTER components: a loop that only
! writes components (of every kind, a substring too), whole elements copied in a parallel
! loop from a REMOTE_ACCESS buffer (reversed order), a reduction over components, whole
! elements assigned and printed in sequential code, and a REDISTRIBUTE keeping the records.
program dvmz2_cell_records
  implicit none
  type rec
    real(8) :: x(2)
    character(len=3) :: nm
    integer :: k
  end type rec
  integer, parameter :: n = 11
  type(rec) :: g(n), h(n)
!dvm$ distribute g(block)
!dvm$ align h(i) with g(i)
!dvm$ dynamic g
  integer :: i
  real(8) :: s
!dvm$ parallel (i) on g(i)
  do i = 1, n
    g(i)%x(1) = i
    g(i)%x(2) = -0.5d0 * i
    g(i)%nm = 'abc'
    g(i)%nm(2:2) = char(64 + i)
    g(i)%k = i * i
  end do
!dvm$ parallel (i) on h(i), remote_access(g(:))
  do i = 1, n
    h(i) = g(n + 1 - i)
  end do
  s = 0
!dvm$ parallel (i) on h(i), reduction(sum(s))
  do i = 1, n
    s = s + h(i)%x(1) * h(i)%k + h(i)%x(2)
  end do
  print '(f12.3, 1x, a, 1x, a, i5)', s, h(2)%nm, g(3)%nm, h(1)%k
  print '(2f8.2, 1x, a, i5)', g(2)
  h(3) = g(5)
  h(4)%nm(3:3) = 'z'
  print '(a, 1x, a, 2f8.2)', h(3)%nm, h(4)%nm, h(3)%x
!dvm$ redistribute g(*)
!dvm$ parallel (i) on g(i)
  do i = 1, n
    g(i)%k = g(i)%k + h(i)%k
  end do
  print '(11i5)', (g(i)%k, i = 1, n)
  print '(11(1x, a))', (h(i)%nm, i = 1, n)
end program dvmz2_cell_records
