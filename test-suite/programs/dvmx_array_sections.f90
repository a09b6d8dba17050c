! dvmh-test: grids=4:2x2 4:1x4 6:3x2
! Fortran array assignments to distributed arrays with sections, strides (positive and
! negative), shifts between aligned arrays, scalar broadcast into a strided section, a column
! from a plain array, WHERE on a distributed array, and whole-array reductions with MASK.
program dvmx_array_sections
  implicit none
  integer, parameter :: n = 15, m = 10
  real(8) :: a(n, m), b(n, m), c(n, m), col(n)
  integer :: i, j
!dvm$ distribute a(block, block)
!dvm$ align b(i, j) with a(i, j)
!dvm$ align c(i, j) with a(i, j)
!dvm$ shadow a(2, 2)
!dvm$ shadow b(1, 2:1)
  do i = 1, n
    col(i) = i * 0.5d0
  end do
  a = 1.0d0
  b = 0
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = i + j * 0.01d0
    end do
  end do
  b(1:n:2, :) = a(1:n:2, :) * 2
  b(2:n:2, 1:m:3) = -1
  c = 0
  c(3:n - 2, 3:m - 2) = a(1:n - 4, 3:m - 2) + a(5:n, 3:m - 2) + b(3:n - 2, 1:m - 4)
  c(:, 1) = col
!dvm$ remote_access (a(1, :))
  c(n, :) = a(1, :)
  where (b < 0) b = a * 10
  b(n:1:-3, m) = 7.5d0
  print '(a, f14.4)', ' sum a ', sum(a)
  print '(a, f14.4)', ' sum b ', sum(b)
  print '(a, f14.4)', ' sum c ', sum(c)
  print '(a, f14.4, f10.4, i5)', ' masked', sum(c, mask=c > 10), maxval(b), count(b > 50)
  print '(5f10.3)', c(3, 3), c(n - 2, m - 2), c(n, 4), c(7, 1), b(n, m)
  print '(5f10.3)', b(1, 1), b(2, 1), b(2, 2), b(13, m), b(14, m)
end program
