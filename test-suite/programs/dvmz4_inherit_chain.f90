! dvmh-test: grids=4:2x2 3:1x3 3:3x1
! Distributed arrays passed down three levels of procedures with INHERIT dummies: the
! middle and inner ones declare the arrays with other bounds (adjustable, lower bound 0);
! the innermost does the parallel loop with SHADOW_RENEW and a SUM reduction; a function
! with INHERIT returns a SUM; arrays of two distributions go down the same chain.
program dvmz4_inherit_chain
  implicit none
  integer, parameter :: n = 14, m = 9
  real(8) :: a(n, m), b(n, m), c(n, m), d(n, m), s, t
  integer :: i, j
  real(8), external :: total
!dvm$ distribute a(block, block)
!dvm$ align b(i, j) with a(i, j)
!dvm$ distribute c(block, *)
!dvm$ align d(i, j) with c(i, j)
!dvm$ shadow a(1:1, 1:1)
!dvm$ shadow c(1:1, 0:0)
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = dble(i) + 0.01d0 * j
      b(i, j) = 0d0
    end do
  end do
!dvm$ parallel (j, i) on c(i, j)
  do j = 1, m
    do i = 1, n
      c(i, j) = dble(i * j)
      d(i, j) = 1d0
    end do
  end do
  s = 0d0
  call level1(a, b, n, m, s)
  print '(a, f18.10)', 'level1 a->b', s
  t = 0d0
  call level1(c, d, n, m, t)
  print '(a, f18.10)', 'level1 c->d', t
  print '(a, 2f18.10)', 'totals', total(a, n, m), total(b, n, m)
  print '(4f14.8)', b(2, 2), b(n - 1, m - 1), d(3, 4), d(n - 1, m - 1)
end program dvmz4_inherit_chain

subroutine level1(x, y, n, m, s)
  integer n, m
  real(8) x(n, m), y(n, m), s
!dvm$ inherit x, y
  call level2(x, y, n, m, s)
  call level2(x, y, n, m, s)
end subroutine level1

subroutine level2(x, y, n, m, s)
  integer n, m
  real(8) x(0:n-1, m), y(0:n-1, m), s
!dvm$ inherit x, y
  call level3(x, y, n, m, s)
end subroutine level2

subroutine level3(x, y, n, m, s)
  integer n, m, i, j
  real(8) x(0:n-1, m), y(0:n-1, m), s, loc
!dvm$ inherit x, y
!dvm$ parallel (j, i) on y(i, j), shadow_renew(x), reduction(sum(s)), private(loc)
  do j = 2, m - 1
    do i = 1, n - 2
      loc = 0.5d0 * x(i, j) + 0.125d0 * (x(i - 1, j) + x(i + 1, j))
      y(i, j) = y(i, j) + loc
      s = s + loc
    end do
  end do
end subroutine level3

real(8) function total(x, n, m)
  integer n, m, i, j
  real(8) x(n, m), s
!dvm$ inherit x
  s = 0d0
!dvm$ parallel (j, i) on x(i, j), reduction(sum(s))
  do j = 1, m
    do i = 1, n
      s = s + x(i, j) * (1d0 + 0.001d0 * i)
    end do
  end do
  total = s
end function total
