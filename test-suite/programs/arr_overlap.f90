! Assignments whose right side reads the target: Fortran evaluates the whole right side
! first. Shifts both ways, reversal in place, strided overlap, 2-D shifts, overlap through
! a run-time bound, in a subroutine with an adjustable dummy, and the same array on both
! sides at the same elements.
program arr_overlap
  implicit none
  integer, parameter :: n = 10
  integer :: a(n), m(4, 4), i, j, k
  do i = 1, n
    a(i) = i * 10
  end do
  a(2:n) = a(1:n-1)
  print *, a
  a(1:n-1) = a(2:n)
  print *, a
  a = a(n:1:-1)
  print *, a
  a(1:n:2) = a(2:n:2) + a(1:n:2)
  print *, a
  a(3:n) = a(1:n-2) + a(2:n-1)
  print *, a
  k = 4
  a(k+1:n) = a(1:n-k)
  print *, a
  a(1:n-k) = a(k+1:n) - a(1:n-k)
  print *, a
  do j = 1, 4
    do i = 1, 4
      m(i, j) = i + 10 * j
    end do
  end do
  m(2:4, :) = m(1:3, :)
  print *, m
  m(:, 1:3) = m(:, 2:4) * 2
  print *, m
  m(2:4, 2:4) = m(1:3, 1:3) + 1
  print *, m
  m = transpose(m)
  print *, m
  a = a + a
  print *, a
  call shift(a, n)
  print *, a
end program

subroutine shift(v, n)
  integer n, v(n)
  v(2:n) = v(1:n-1)
  v(n:2:-1) = v(n-1:1:-1) + 1
  v(1:n-1) = v(2:n) - v(1:n-1)
end subroutine
