! DOT_PRODUCT and MATMUL of distributed arrays (a matrix distributed by rows times a
! replicated or distributed vector, into replicated and distributed results), and reductions
! with DIM= that parallel reduction variables do not cover (MAXLOC, MINLOC, FINDLOC, NORM2,
! IANY of distributed arrays along a dimension; results of shapes known only at run time).
program dvmexpr_matmul
  implicit none
  integer, parameter :: n = 13, m = 7
  real(8) :: a(n), b(n), mm(n, m), xm(m), xd(m), y(n), yd(n), q(m, m), r(n, m), s
  integer :: ia(n, m), i, j, kl(m), kr(n), loc2(2)
  real(8) :: col(m)
!dvm$ distribute a(block)
!dvm$ align (i) with a(i) :: b, yd
!dvm$ distribute mm(block, *)
!dvm$ align (i, j) with mm(i, j) :: ia, r
!dvm$ distribute xd(block)
!dvm$ parallel (i) on a(i)
  do i = 1, n
    a(i) = i * 0.5d0 - 2
    b(i) = 1.0d0 / i
  end do
!dvm$ parallel (i, j) on mm(i, j)
  do i = 1, n
    do j = 1, m
      mm(i, j) = mod(i * 3 + j * 7, 11) - j * 0.25d0
      ia(i, j) = mod(i * 13 + j * 5, 19)
      r(i, j) = i + j * 0.5d0
    end do
  end do
  do j = 1, m
    xm(j) = j * 0.25d0 - 1
  end do
!dvm$ parallel (j) on xd(j)
  do j = 1, m
    xd(j) = 2 - j * 0.5d0
  end do
  s = dot_product(a, b)
  print '(a, f14.6)', 'dot a b:', s
  print '(a, f14.6)', 'dot mm(:, 2) r(:, 3):', dot_product(mm(:, 2), r(:, 3))
  print '(a, f14.6)', 'dot xd xm:', dot_product(xd, xm)
  y = matmul(mm, xm)
  print '(a, 4f14.6)', 'y = mm xm:', y(1), y(7), y(n), sum(y)
  y = matmul(mm, xd)
  print '(a, 4f14.6)', 'y = mm xd:', y(1), y(7), y(n), sum(y)
  yd = matmul(mm, xm) + b
  print '(a, 4f14.6)', 'yd = mm xm + b:', yd(2), yd(9), sum(yd), maxval(yd)
  xm = matmul(a, mm)
  print '(a, 3f14.6)', 'xm = a mm:', xm(1), xm(m), sum(xm)
  q = matmul(transpose(mm), r)
  print '(a, 3f14.6)', 'q = mm^t r:', q(1, 1), q(m, 2), sum(q)
  kl = maxloc(mm, dim=1)
  print '(a, 7i4)', 'maxloc dim=1:', kl
  kr = minloc(ia, dim=2)
  print '(a, 13i3)', 'minloc dim=2:', kr
  kl = findloc(ia, 7, dim=1)
  print '(a, 7i4)', 'findloc dim=1:', kl
  col = norm2(r, dim=1)
  print '(a, 3f14.6)', 'norm2 dim=1:', col(1), col(m), sum(col)
  kl = iany(ia, dim=1)
  print '(a, 7i4)', 'iany dim=1:', kl
  loc2 = maxloc(ia)
  print '(a, 2i4)', 'maxloc:', loc2
end program dvmexpr_matmul
