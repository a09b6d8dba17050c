! Array statements inside PARALLEL loops of a REGION: each iteration fills its row of a
! distributed array through a PRIVATE work array (a whole-array assignment, a shifted section
! update), then SUM and MAXVAL of its row feed a REDUCTION; the kernels' private arrays and
! inner loop nests run on the device (or its emulation) as on the host.
program dvmz_rowops_region
  implicit none
  integer, parameter :: n = 10, m = 6
  real(8) :: a(n, m), s, t(m)
  integer :: i
!dvm$ distribute a(block, *)
  s = 0
!dvm$ region
!dvm$ parallel (i) on a(i, *), private(t)
  do i = 1, n
    t = i * 0.5d0
    t(2:m) = t(2:m) + t(1:m-1) + 1
    a(i, :) = t * 2
  end do
!dvm$ parallel (i) on a(i, *), reduction(sum(s))
  do i = 1, n
    s = s + sum(a(i, :)) + maxval(a(i, 2:m)) - minval(a(i, :))
  end do
!dvm$ end region
!dvm$ get_actual(s, a)
  print '(a, f12.4)', 's:', s
  print '(a, 3f12.4)', 'a:', a(3, 2), a(n, m), a(1, 1)
end program dvmz_rowops_region
