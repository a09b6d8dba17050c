! dvmh-test: grids=4:2x2 3:3x1 2:1x2
! Conjugate gradients for the 5-point Laplacian on a 2-D distributed grid (Dirichlet zero
! boundary in the halo): the matrix-vector product with SHADOW_RENEW, the dot products as
! whole-array SUM(r * r) and SUM(p * q) of distributed arrays, array assignments for the
! vector updates, and DOT_PRODUCT of one column's sections checked against a loop.
program dvmz4_cg_laplace2d
  implicit none
  integer, parameter :: n = 13, m = 11, iters = 12
  real(8) :: x(0:n+1, 0:m+1), r(0:n+1, 0:m+1), p(0:n+1, 0:m+1), q(0:n+1, 0:m+1)
  real(8) :: b(0:n+1, 0:m+1)
  real(8) :: rr, rrnew, pq, alpha, beta, dcol, lcol
  integer :: i, j, it
!dvm$ distribute x(block, block)
!dvm$ align (i, j) with x(i, j) :: r, p, q, b
!dvm$ shadow p(1:1, 1:1)
!dvm$ parallel (j, i) on x(i, j)
  do j = 0, m + 1
    do i = 0, n + 1
      x(i, j) = 0d0
      b(i, j) = 0d0
      if (i >= 1 .and. i <= n .and. j >= 1 .and. j <= m) then
        b(i, j) = 1d0 + 0.1d0 * mod(i * j, 7) - 0.05d0 * mod(i + 2 * j, 3)
      end if
    end do
  end do
  r = b
  p = r
  q = 0d0
  rr = sum(r * r)
  do it = 1, iters
!dvm$ parallel (j, i) on q(i, j), shadow_renew(p)
    do j = 1, m
      do i = 1, n
        q(i, j) = 4d0 * p(i, j) - p(i - 1, j) - p(i + 1, j) - p(i, j - 1) - p(i, j + 1)
      end do
    end do
    pq = sum(p * q)
    alpha = rr / pq
    x = x + alpha * p
    r = r - alpha * q
    rrnew = sum(r * r)
    beta = rrnew / rr
    rr = rrnew
    p = r + beta * p
    if (mod(it, 3) == 0) print '(i3, es16.8)', it, sqrt(rr)
  end do
  dcol = dot_product(r(1:n, 5), q(1:n, 5))
  lcol = 0d0
  do i = 1, n
    lcol = lcol + r(i, 5) * q(i, 5)
  end do
  print '(2es18.10)', dcol, lcol
  print '(3f16.11)', x(1, 1), x(n / 2, m / 2), x(n, m)
  print '(f18.11)', sum(x)
end program dvmz4_cg_laplace2d
