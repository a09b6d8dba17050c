! Array syntax inside PARALLEL loops, as DVM users write it: each iteration works on its own row
! (a(block, *)) or column (b(*, block)) of a distributed array through sections along the
! dimensions local to it, on PRIVATE work arrays, and on a replicated vector; array reductions
! (SUM, MAXVAL, MINVAL, DOT_PRODUCT, COUNT, ANY) of those sections feed REDUCTION variables.
program dvmz_rowops_par
  implicit none
  integer, parameter :: n = 13, m = 9
  real(8) :: a(n, m), b(m, n), c(n, m), x(m), t(m), rowsum(n)
  integer :: i, j, cnt, npos
  real(8) :: s, big, small, dsum, tot
  logical :: anyneg
!dvm$ distribute a(block, *)
!dvm$ align c(i, j) with a(i, j)
!dvm$ align rowsum(i) with a(i, *)
!dvm$ distribute b(*, block)
  do j = 1, m
    x(j) = 0.5d0 + 0.25d0 * j
  end do
!dvm$ parallel (i) on a(i, *), private(t)
  do i = 1, n
    a(i, :) = 0
    t = x * 2
    t(1:m:2) = t(1:m:2) + i
    a(i, :) = t - 0.125d0 * i
    c(i, :) = a(i, :) * x + 1
  end do
!dvm$ parallel (j) on b(*, j), remote_access(a(j, :))
  do j = 1, n
    b(:, j) = a(j, :)
    b(2:m, j) = b(2:m, j) + 0.5d0 * b(1:m-1, j)
  end do
  s = 0
  big = -huge(1d0)
  small = huge(1d0)
  dsum = 0
  cnt = 0
  anyneg = .false.
!dvm$ parallel (i) on a(i, *), reduction(sum(s), max(big), min(small), sum(dsum), sum(cnt), &
!dvm$& or(anyneg)), private(t)
  do i = 1, n
    t(:) = c(i, :) - a(i, :)
    s = s + sum(a(i, :))
    big = max(big, maxval(a(i, :) * t))
    small = min(small, minval(c(i, 2:m-1)))
    dsum = dsum + dot_product(a(i, :), x)
    cnt = cnt + count(t > 3)
    anyneg = anyneg .or. any(a(i, :) - 3 * x < 0)
    rowsum(i) = sum(t) + sum(abs(c(i, :) - 2))
  end do
  print '(a, 2f14.6)', 'sum, dot:', s, dsum
  print '(a, 3f14.6)', 'max, min:', big, small
  print '(a, i6, l3)', 'count, any:', cnt, anyneg
  tot = 0
  npos = 0
!dvm$ parallel (j) on b(*, j), reduction(sum(tot), sum(npos))
  do j = 1, n
    tot = tot + sum(b(:, j) * x) - maxval(b(2:m, j))
    npos = npos + count(b(:, j) > 4)
  end do
  print '(a, f14.6, i6)', 'columns:', tot, npos
  print '(a, 3f14.6)', 'rowsum:', rowsum(1), rowsum(n / 2), rowsum(n)
  print '(a, 3f14.6)', 'a:', a(1, 1), a(n, m), a(5, 4)
  print '(a, 3f14.6)', 'b:', b(1, 1), b(m, n), b(4, 5)
  print '(a, 3f14.6)', 'c:', c(2, 3), c(n, 1), c(7, m)
end program dvmz_rowops_par
