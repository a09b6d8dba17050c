! Array operations on dummy arrays whose extents are known only at run time: adjustable
! 1-D and 2-D dummies, assumed-size dummies with explicit section bounds, reductions and
! SIZE of dummies, a function returning a reduction, local work arrays.
program arr_dummies
  implicit none
  integer :: a(12), m(5, 4), i, j, total
  real :: x(7)
  do i = 1, 12
    a(i) = mod(i * 5, 7) - 3
  end do
  do j = 1, 4
    do i = 1, 5
      m(i, j) = i * j
    end do
  end do
  x = (/ (i * 0.5 - 1.0, i = 1, 7) /)
  call clip(a, 12, 2)
  print *, a
  call smooth(m, 5, 4)
  print *, m
  call tail(a, 5)
  print *, a
  call rscale(x, 7)
  write (*, '(7f8.3)') x
  print *, total(a, 12), total(m(2:, 1), 4)
end program

subroutine clip(v, n, c)
  integer n, c, v(n)
  v = min(max(v, -c), c)
  v(1:n:2) = v(1:n:2) * 10
  print *, size(v), sum(v), count(v > 0), maxval(v(2:n))
end subroutine

subroutine smooth(g, n, k)
  integer n, k, g(n, k), w(4)
  g(2:n-1, :) = (g(1:n-2, :) + g(3:n, :)) / 2
  g(:, k) = sum(g, dim=2)
  w = sum(g, dim=1)
  print *, w, shape(g), ubound(g, 2)
end subroutine

subroutine tail(v, k)
  integer k, v(*)
  v(k:k+3) = v(1:4) + v(k:k+3)
  v(k+4:k+6) = 0
end subroutine

subroutine rscale(y, n)
  integer n
  real y(n)
  where (y > 0.0)
    y = y * 2.0
  elsewhere
    y = abs(y) + 0.125
  end where
  y(n:1:-1) = y
end subroutine

integer function total(v, n)
  integer n, v(n)
  total = sum(v) + product(v(1:2))
end function
