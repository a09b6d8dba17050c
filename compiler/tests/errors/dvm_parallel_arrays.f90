! Array syntax inside parallel loops: a section along a distributed dimension is other
! iterations' elements, a non-distributed array is assigned only when PRIVATE; a temporary
! of a size known only at run time is the iteration's own.
program dvm_parallel_arrays
  implicit none
  integer, parameter :: n = 8
  real(8) :: a(n, n), b(n, n), x(n), t(n), s
  integer :: i, k
!dvm$ distribute a(block, *)
!dvm$ align b(i, j) with a(i, j)
  k = 3
  s = 0
!dvm$ parallel (i) on a(i, *), private(t), reduction(sum(s))
  do i = 1, n
    a(:, i) = 0          ! ERROR: a(:, i) writes an element that belongs to another process: a parallel loop may only assign elements that live with its iterations (ON a(i, *))
    x = a(i, :)          ! ERROR: the non-distributed array 'x' cannot be assigned in a parallel loop unless it is PRIVATE
    s = s + sum(b(:, i))  ! ERROR: b(:, i) does not live with the iteration's ON element a(i, *): it may be on another process: name it in REMOTE_ACCESS
    t = b(i, :) + x
    a(i, :) = t
    t(1:k) = t(k:1:-1)
  end do
  print *, s, a(1, 1)
end program
