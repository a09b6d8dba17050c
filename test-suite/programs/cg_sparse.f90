! dvmh-test: files=lib/csr_matrix.f90
! Conjugate gradients on a sparse matrix stored in compressed-row form in a module
! compiled separately: module arrays with integer index indirection (x(colind(k))),
! module procedures for the operator and dot products, convergence by DO WHILE, and a
! check of the residual with a fresh product.
program cg_sparse
  use csr_matrix
  implicit none
  real(8) :: x(maxn), b(maxn), r(maxn), p(maxn), ap(maxn), alpha, beta, rr, rr_new
  integer :: i, it, m
  do m = 4, 8, 4
    call build_laplace(m, 0.1d0 * m)
    do i = 1, nrows
      b(i) = sin(0.5d0 * i) + 1
      x(i) = 0
      r(i) = b(i)
      p(i) = r(i)
    end do
    rr = dot(r, r, nrows)
    it = 0
    do while (sqrt(rr) > 1.0d-10 .and. it < 200)
      call matvec(p, ap)
      alpha = rr / dot(p, ap, nrows)
      do i = 1, nrows
        x(i) = x(i) + alpha * p(i)
        r(i) = r(i) - alpha * ap(i)
      end do
      rr_new = dot(r, r, nrows)
      beta = rr_new / rr
      rr = rr_new
      do i = 1, nrows
        p(i) = r(i) + beta * p(i)
      end do
      it = it + 1
    end do
    call matvec(x, ap)
    rr = 0
    do i = 1, nrows
      rr = max(rr, abs(ap(i) - b(i)))
    end do
    write (*, '(a, i3, a, i4, a, i5, a, i4, a, l2)') 'm', m, ' n', nrows, ' nnz', nnz, &
      ' iterations', it, ' converged', rr < 1.0d-8
    write (*, '(4f14.8)') (x(i), i = 1, nrows, nrows / 4)
  end do
end program cg_sparse
