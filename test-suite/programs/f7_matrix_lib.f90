! A small dense matrix library as scientific codes carry one: a module of pure functions on
! assumed-shape arrays returning arrays whose shapes come from the arguments (identity,
! outer product, trace, Frobenius norm, Kronecker product), Cholesky factorisation, Gram
! determinant via LU with pivot sign, the inverse by Gauss-Jordan, power iteration for the
! dominant eigenvalue, and checks through MATMUL/TRANSPOSE/DOT_PRODUCT/SPREAD.
module f7_matlib
  implicit none
  integer, parameter :: wp = kind(1.0d0)
contains
  pure function eye(n) result(a)
    integer, intent(in) :: n
    real(wp) :: a(n, n)
    integer :: i
    a = 0
    do i = 1, n
      a(i, i) = 1
    end do
  end function eye

  pure function outer(u, v) result(a)
    real(wp), intent(in) :: u(:), v(:)
    real(wp) :: a(size(u), size(v))
    a = spread(u, 2, size(v)) * spread(v, 1, size(u))
  end function outer

  pure real(wp) function trace(a)
    real(wp), intent(in) :: a(:,:)
    integer :: i
    trace = sum([(a(i, i), i = 1, min(size(a, 1), size(a, 2)))])
  end function trace

  pure function kron(a, b) result(c)
    real(wp), intent(in) :: a(:,:), b(:,:)
    real(wp) :: c(size(a, 1) * size(b, 1), size(a, 2) * size(b, 2))
    integer :: i, j, m, n
    m = size(b, 1)
    n = size(b, 2)
    do j = 1, size(a, 2)
      do i = 1, size(a, 1)
        c((i - 1) * m + 1:i * m, (j - 1) * n + 1:j * n) = a(i, j) * b
      end do
    end do
  end function kron

  pure function cholesky(a) result(l)
    real(wp), intent(in) :: a(:,:)
    real(wp) :: l(size(a, 1), size(a, 1))
    integer :: j, n
    n = size(a, 1)
    l = 0
    do j = 1, n
      l(j, j) = sqrt(a(j, j) - dot_product(l(j, 1:j - 1), l(j, 1:j - 1)))
      l(j + 1:n, j) = (a(j + 1:n, j) - matmul(l(j + 1:n, 1:j - 1), l(j, 1:j - 1))) / l(j, j)
    end do
  end function cholesky

  real(wp) function det(a)
    real(wp), intent(in) :: a(:,:)
    real(wp) :: lu(size(a, 1), size(a, 1)), row(size(a, 1))
    integer :: k, p, n
    n = size(a, 1)
    lu = a
    det = 1
    do k = 1, n
      p = maxloc(abs(lu(k:n, k)), dim=1) + k - 1
      if (p /= k) then
        row = lu(k, :); lu(k, :) = lu(p, :); lu(p, :) = row
        det = -det
      end if
      det = det * lu(k, k)
      lu(k + 1:n, k) = lu(k + 1:n, k) / lu(k, k)
      lu(k + 1:n, k + 1:n) = lu(k + 1:n, k + 1:n) - outer(lu(k + 1:n, k), lu(k, k + 1:n))
    end do
  end function det

  function inverse(a) result(b)
    real(wp), intent(in) :: a(:,:)
    real(wp) :: b(size(a, 1), size(a, 1)), aug(size(a, 1), 2 * size(a, 1))
    integer :: k, p, n
    n = size(a, 1)
    aug(:, 1:n) = a
    aug(:, n + 1:) = eye(n)
    do k = 1, n
      p = maxloc(abs(aug(k:n, k)), dim=1) + k - 1
      aug([k, p], :) = aug([p, k], :)
      aug(k, :) = aug(k, :) / aug(k, k)
      aug(1:k - 1, :) = aug(1:k - 1, :) - outer(aug(1:k - 1, k), aug(k, :))
      aug(k + 1:n, :) = aug(k + 1:n, :) - outer(aug(k + 1:n, k), aug(k, :))
    end do
    b = aug(:, n + 1:)
  end function inverse
end module f7_matlib

program f7_matrix_lib
  use f7_matlib
  implicit none
  real(wp) :: a2(2, 2), b23(2, 3)
  real(wp) :: a(4, 4), s(4, 4), l(4, 4), ai(4, 4), k2(4, 6), v(4), w(4), lambda
  integer :: i, j

  do j = 1, 4
    do i = 1, 4
      a(i, j) = 1.0_wp / (i + j - 1) + merge(1.0_wp, 0.0_wp, i == j)
    end do
  end do
  s = matmul(transpose(a), a)
  write (*, '(a, f14.10, a, f14.10)') 'trace ', trace(s), '  frob ', sqrt(sum(s**2))
  l = cholesky(s)
  do i = 1, 4
    write (*, '(4f14.9)') l(i, :)
  end do
  print *, 'LL^T ok', maxval(abs(matmul(l, transpose(l)) - s)) < 1.0e-12_wp
  write (*, '(a, es20.12)') 'det a  ', det(a)
  write (*, '(a, es20.12, l3)') 'det s  ', det(s), abs(det(s) - det(a)**2) < 1.0e-10_wp
  write (*, '(a, es20.12)') 'det chol^2 ', product([(l(i, i), i = 1, 4)])**2
  ai = inverse(a)
  print *, 'inverse ok', maxval(abs(matmul(a, ai) - eye(4))) < 1.0e-12_wp
  write (*, '(4f12.6)') ai(:, 1)

  a2 = reshape([1.0_wp, 0.0_wp, 2.0_wp, -1.0_wp], [2, 2])
  b23 = reshape([1.0_wp, 3.0_wp, 2.0_wp, 4.0_wp, 0.5_wp, 0.25_wp], [2, 3])
  k2 = kron(a2, b23)
  do i = 1, 4
    write (*, '(6f7.2)') k2(i, :)
  end do
  print *, 'kron shape', shape(k2), ' trace', trace(k2)

  ! power iteration for the dominant eigenvalue of s
  v = 1
  do i = 1, 200
    w = matmul(s, v)
    lambda = dot_product(v, w) / dot_product(v, v)
    v = w / norm2(w)
  end do
  write (*, '(a, f16.10)') 'lambda max ', lambda
  print *, 'residual ok', norm2(matmul(s, v) - lambda * v) < 1.0e-8_wp
  write (*, '(a, 4f10.6)') 'eigvec ', v * sign(1.0_wp, v(1))
end program f7_matrix_lib
