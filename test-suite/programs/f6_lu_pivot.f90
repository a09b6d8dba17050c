! Dense linear algebra: LU decomposition with partial pivoting (row swaps recorded in a
! permutation vector, the swap done on whole rows through array sections), forward and back
! substitution for several right-hand sides, the determinant with the permutation's sign,
! the inverse column by column and the residual of A*inv(A) by MATMUL.
module f6_lu
  implicit none
  integer, parameter :: dp = kind(1.0d0)
contains
  subroutine lu_factor(a, piv, sgn, info)
    real(dp), intent(inout) :: a(:, :)
    integer, intent(out) :: piv(:), info
    real(dp), intent(out) :: sgn
    integer :: n, k, p, i
    real(dp) :: tmp(size(a, 2))
    n = size(a, 1)
    piv = [(i, i = 1, n)]
    sgn = 1
    info = 0
    do k = 1, n - 1
      p = maxloc(abs(a(k:n, k)), dim=1) + k - 1
      if (a(p, k) == 0) then
        info = k
        return
      end if
      if (p /= k) then
        tmp = a(k, :); a(k, :) = a(p, :); a(p, :) = tmp
        i = piv(k); piv(k) = piv(p); piv(p) = i
        sgn = -sgn
      end if
      a(k + 1:n, k) = a(k + 1:n, k) / a(k, k)
      do i = k + 1, n
        a(i, k + 1:n) = a(i, k + 1:n) - a(i, k) * a(k, k + 1:n)
      end do
    end do
  end subroutine
  function lu_solve(lu, piv, b) result(x)
    real(dp), intent(in) :: lu(:, :), b(:)
    integer, intent(in) :: piv(:)
    real(dp) :: x(size(b))
    integer :: i, n
    n = size(b)
    x = b(piv)
    do i = 2, n
      x(i) = x(i) - dot_product(lu(i, 1:i - 1), x(1:i - 1))
    end do
    do i = n, 1, -1
      x(i) = (x(i) - dot_product(lu(i, i + 1:n), x(i + 1:n))) / lu(i, i)
    end do
  end function
end module f6_lu

program f6_lu_pivot
  use f6_lu
  implicit none
  integer, parameter :: n = 6
  real(dp) :: a(n, n), lu(n, n), ainv(n, n), b(n), x(n), e(n), det, sgn
  integer :: piv(n), info, i, j
  do j = 1, n
    do i = 1, n
      a(i, j) = 1.0_dp / (i + j - 1) + merge(2.0_dp, 0.0_dp, i == n - j + 1)
    end do
  end do
  lu = a
  call lu_factor(lu, piv, sgn, info)
  write (*, '(a, i0, a, 6i2)') 'info ', info, ' piv', piv
  det = sgn
  do i = 1, n
    det = det * lu(i, i)
  end do
  write (*, '(a, es20.12)') 'det ', det
  b = [(real(i, dp), i = 1, n)]
  x = lu_solve(lu, piv, b)
  write (*, '(3f18.12)') x
  write (*, '(a, l2)') 'residual ', maxval(abs(matmul(a, x) - b)) < 1.0e-12_dp
  do j = 1, n
    e = 0
    e(j) = 1
    ainv(:, j) = lu_solve(lu, piv, e)
  end do
  lu = matmul(a, ainv)
  do i = 1, n
    lu(i, i) = lu(i, i) - 1
  end do
  write (*, '(a, l2)') 'inverse err ', maxval(abs(lu)) < 1.0e-12_dp
  write (*, '(a, f16.8)') 'trace inv ', sum([(ainv(i, i), i = 1, n)])
  lu = a
  lu(:, 3) = lu(:, 1) * 2
  call lu_factor(lu, piv, sgn, info)
  write (*, '(a, i0)') 'singular info ', info
end program f6_lu_pivot
