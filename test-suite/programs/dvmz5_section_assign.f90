! dvmh-test: grids=2:1x2 3:3x1 4:2x2
! Array assignments on distributed arrays, as a Fortran 90 user writes them outside parallel
! loops: interior smoothing A(2:N-1, :) = 0.5*(B(1:N-2, :) + B(3:N, :)), an overlapping
! shift of an array onto itself (A(2:N, J) = A(1:N-1, J) must read the old values), a
! reversed section (C(N:1:-1, :) = A), strided sections (B(1:N:2, 2:M:3)), a column copied
! into a row of a differently distributed array, WHERE on distributed arrays, and the
! intrinsics SUM, MAXVAL, MINLOC, COUNT and DOT_PRODUCT on distributed sections.
program dvmz5_section_assign
  implicit none
  integer, parameter :: n = 16, m = 11
  real(8) :: a(n, m), b(n, m), c(n, m), r(m, n)
!dvm$ distribute a(block, block)
!dvm$ align b(i, j) with a(i, j)
!dvm$ distribute c(block, *)
!dvm$ distribute r(*, block)
  integer :: i, j, loc(2)
  real(8) :: s1, s2, s3, dp
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      b(i, j) = 0.1d0 * i + sin(0.5d0 * j) * i / (1d0 + j)
      a(i, j) = 0d0
    end do
  end do
  a(2:n - 1, :) = 0.5d0 * (b(1:n - 2, :) + b(3:n, :))
  a(1, :) = b(1, :)
  a(n, :) = -b(n, :)
  print '(a, 2f18.12)', 'smooth', sum(a), sum(a(2:n - 1, 2:m - 1))
  ! shift down by one row (overlapping): old values move
  a(2:n, 3) = a(1:n - 1, 3)
  a(:, 4:m) = a(:, 3:m - 1) + 1d0
  print '(6f12.7)', a(1:n:3, 3)
  print '(6f12.7)', a(n, 3:m)
  c(n:1:-1, :) = a
  c(1:n:2, 2:m:3) = -b(1:n:2, 2:m:3)
  r(:, 5) = c(7, :)
  r(:, 1:4) = 0d0
  r(:, 6:n) = transpose(b(6:n, :))
  print '(a, 3f18.12)', 'c sums', sum(c), sum(c(:, 1)), sum(c(2:n:2, :))
  print '(6f12.7)', r(:, 5)
  where (a > 1.5d0)
    b = a - 1.5d0
  elsewhere
    b = 0d0
  end where
  s1 = sum(b)
  s2 = maxval(a(:, 2:m))
  loc = minloc(c)
  s3 = dot_product(a(:, m), c(:, 1))
  dp = sum(r(:, 6:n) * r(:, 6:n))
  print '(a, 2f16.10, 2i4)', 'where/max/minloc', s1, s2, loc
  print '(a, i4, 2f18.10)', 'count, dot, r', count(b > 0d0), s3, dp
end program dvmz5_section_assign
