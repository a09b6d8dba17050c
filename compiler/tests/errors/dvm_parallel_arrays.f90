! Array syntax inside parallel loops: a section along a distributed dimension is other
! iterations' elements, a non-distributed array is assigned only when PRIVATE, and the
! temporaries of an iteration have constant sizes.
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
    a(:, i) = 0
    x = a(i, :)
    s = s + sum(b(:, i))
    t = b(i, :) + x
    a(i, :) = t
    t(1:k) = t(2:k+1)
  end do
  print *, s, a(1, 1)
end program
