! Array statements on distributed arrays outside parallel loops: whole-array and shifted-section
! assignments between arrays aligned alike (a smoothing sweep whose shadow edges are renewed
! implicitly), elemental intrinsics of distributed operands, reductions of sections and with
! DIM= (MAXVAL, MINVAL, SUM), and reductions of columns inside implied-DO output lists.
program dvmz_array_stmts
  implicit none
  integer, parameter :: n = 14, m = 11
  real(8) :: a(n, m), b(n, m), c(n, m), colmax(m), rowsum(n)
  real(8) :: colmin(m), v(m)
  integer :: i, j, it
!dvm$ distribute a(block, block)
!dvm$ align (i, j) with a(i, j) :: b, c
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = mod(i * 7 + j * 3, 11) * 0.5d0 - 2
      b(i, j) = 0.25d0 * i - 0.125d0 * j
    end do
  end do
  c = a + b
  c = abs(c) + sqrt(abs(a)) * sign(1d0, b)
  print '(a, 2f14.6)', 'c:', sum(c), maxval(c)
  do it = 1, 3
    a(2:n-1, :) = 0.25d0 * (b(1:n-2, :) + b(3:n, :)) + 0.5d0 * c(2:n-1, :)
    b(:, 2:m-1) = 0.5d0 * (a(:, 1:m-2) + a(:, 3:m)) - 0.1d0 * it
    b(2:n-1, 2:m-1) = b(2:n-1, 2:m-1) + 0.01d0 * (c(1:n-2, 1:m-2) + c(3:n, 3:m))
  end do
  print '(a, 2f14.6)', 'a, b:', sum(a), sum(b)
  print '(a, 3f14.6)', 'a(:, 3):', sum(a(:, 3)), maxval(a(2:n, 3)), minval(a(:, m))
  print '(a, 2f14.6)', 'b(5, :):', sum(b(5, :)), sum(b(1:n:3, 2:m:2))
  colmax = maxval(a, dim=1)
  colmin = minval(b, dim=1)
  rowsum = sum(c, dim=2)
  print '(a, 4f14.6)', 'colmax:', colmax(1), colmax(5), colmax(m), sum(colmax)
  print '(a, 4f14.6)', 'colmin:', colmin(2), colmin(m), sum(colmin), minval(colmin)
  print '(a, 4f14.6)', 'rowsum:', rowsum(1), rowsum(7), rowsum(n), sum(rowsum)
  v = sum(a, dim=1) + maxval(c, dim=1)
  print '(a, 3f14.6)', 'v:', v(1), v(m), sum(v)
  print '(a, f14.6)', 'sum a(:, j):', sum(a(:, 4))
  print '(4f14.6)', (sum(a(:, j)), j = 1, m)
  print '(i3, 2f14.6)', (j, maxval(b(:, j)), minval(c(2:n, j)), j = 1, m, 3)
  print '(3f14.6)', ((sum(c(i:i+1, j)), i = 1, n - 1, 5), j = 2, m, 4)
end program dvmz_array_stmts
