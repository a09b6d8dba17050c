! Array statements whose target is an ordinary (replicated) array and whose right side reads
! distributed arrays: whole arrays, sections with scalar subscripts, sums of distributed
! operands, elemental intrinsics of them, and transformational intrinsics (TRANSPOSE, CSHIFT,
! EOSHIFT, SPREAD, PACK, RESHAPE) of distributed arguments. Every process gets the whole value.
program dvmexpr_gather
  implicit none
  integer, parameter :: n = 13, m = 7
  real(8) :: a(n, m), b(n, m), c(m, n)
  real(8) :: z(n, m), x(n), y(m), t(m, n), w(n, m), v(n * m), p(n * m)
  real(8), allocatable :: za(:, :)
  integer :: i, j, k
!dvm$ distribute a(block, block)
!dvm$ align (i, j) with a(i, j) :: b
!dvm$ distribute c(block, *)
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = mod(i * 5 + j * 3, 17) * 0.5d0 - 3
      b(i, j) = 0.25d0 * i - 0.125d0 * j * j
    end do
  end do
!dvm$ parallel (i, j) on c(i, j)
  do i = 1, m
    do j = 1, n
      c(i, j) = i * 100 + j
    end do
  end do
  z = a
  print '(a, 3f12.4)', 'z = a:', sum(z), z(1, 1), z(n, m)
  x = -1
  x(2:n-1) = a(2:n-1, 3)
  print '(a, 4f12.4)', 'x(2:n-1):', x(1), x(2), x(n-1), sum(x)
  y = c(:, 4) + a(5, :)
  print '(a, 4f12.4)', 'y:', y(1), y(m), sum(y), maxval(y)
  z = a + b
  print '(a, 2f12.4)', 'z = a+b:', sum(z), z(7, 4)
  z = sqrt(abs(a)) + max(a, b) * 2
  print '(a, 2f12.4)', 'z = f(a, b):', sum(z), z(3, 6)
  do k = 1, m
    x = a(:, k) * b(:, m + 1 - k)
    y(k) = sum(x)
  end do
  print '(a, 3f12.4)', 'y(k):', y(1), y(4), sum(y)
  t = transpose(a)
  print '(a, 3f12.4)', 'transpose:', sum(t), t(2, 5), t(m, n)
  w = transpose(c)
  print '(a, 3f12.4)', 'transpose c:', sum(w), w(2, 5), w(n, m)
  z = cshift(a, 2, dim=1)
  print '(a, 3f12.4)', 'cshift:', sum(z * b), z(1, 1), z(n, 3)
  z = eoshift(b, -1, dim=2)
  print '(a, 3f12.4)', 'eoshift:', sum(z), z(4, 1), z(4, 2)
  z = spread(c(3, :), 2, m)
  print '(a, 3f12.4)', 'spread:', sum(z), z(5, 2), z(n, m)
  k = count(a > 0)
  v = 0
  v(1:k) = pack(a, a > 0)
  print '(a, i5, 3f12.4)', 'pack:', k, v(1), v(k), sum(v(1:k))
  p = reshape(b, [n * m])
  print '(a, 3f12.4)', 'reshape:', p(1), p(n + 2), sum(p)
  za = a * 2
  print '(a, 2i4, f12.4)', 'realloc:', size(za, 1), size(za, 2), sum(za)
end program dvmexpr_gather
