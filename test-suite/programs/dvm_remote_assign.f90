! REMOTE_ACCESS before an array assignment to a distributed array: the implicit parallel loop
! reads the named sections from the gathered buffer, as the PARALLEL clause does (a column of
! B into a column of A distributed the other way, a whole array, a row selected by a
! variable, and a scalar statement that reads a remote element).
program dvm_remote_assign
  implicit none
  integer, parameter :: n = 9, m = 7
  real(8) :: a(n, m), b(n, m), x(n)
  real(8) :: s
  integer :: i, j, k
!dvm$ distribute a(*, block)
!dvm$ distribute b(block, *)
!dvm$ distribute x(block)
!dvm$ parallel (j, i) on b(i, j)
  do j = 1, m
    do i = 1, n
      b(i, j) = i * 10 + j
    end do
  end do
  a = 0
  j = 3
!dvm$ remote_access (b(:, 1))
  a(:, j) = b(:, 1)
  print *, 'column 3:', (a(i, 3), i = 1, n)
!dvm$ remote_access (b(:, :))
  a(:, 4:m) = b(:, 4:m) * 2 + 1
  print *, 'a(n, m), a(1, 5):', a(n, m), a(1, 5)
  k = 6
!dvm$ remote_access (b(k, :))
  a(2, :) = b(k, :) - 0.5d0
  print *, 'row 2:', (a(2, j), j = 1, m)
!dvm$ remote_access (a(:, m))
  x = a(:, m) + 1
  s = 0
!dvm$ parallel (i) on x(i), reduction (sum(s))
  do i = 1, n
    s = s + x(i) * i
  end do
  print *, 'sum', s
end program
