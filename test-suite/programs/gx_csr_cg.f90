! A sparse CSR matrix module with allocatable components, assembled from a 2-D five-point
! Laplacian on an n x n grid (Dirichlet boundary), and an unpreconditioned and a Jacobi-
! preconditioned conjugate-gradient solver written against it; prints iteration counts,
! residuals and solution checksums.
module gx_csr_mod
  implicit none
  integer, parameter :: dp = kind(1.0d0)
  type :: csr_matrix
    integer :: nrows = 0, nnz = 0
    integer, allocatable :: row_ptr(:), col_idx(:)
    real(dp), allocatable :: val(:)
  end type csr_matrix
contains

  subroutine assemble_laplacian(a, n)
    type(csr_matrix), intent(out) :: a
    integer, intent(in) :: n
    integer :: i, j, row, k
    a%nrows = n * n
    allocate (a%row_ptr(a%nrows + 1), a%col_idx(5 * a%nrows), a%val(5 * a%nrows))
    k = 0
    a%row_ptr(1) = 1
    do j = 1, n
      do i = 1, n
        row = (j - 1) * n + i
        if (j > 1) call put(row - n, -1.0_dp)
        if (i > 1) call put(row - 1, -1.0_dp)
        call put(row, 4.0_dp + 0.01_dp * mod(row, 7))
        if (i < n) call put(row + 1, -1.0_dp)
        if (j < n) call put(row + n, -1.0_dp)
        a%row_ptr(row + 1) = k + 1
      end do
    end do
    a%nnz = k
  contains
    subroutine put(col, v)
      integer, intent(in) :: col
      real(dp), intent(in) :: v
      k = k + 1
      a%col_idx(k) = col
      a%val(k) = v
    end subroutine put
  end subroutine assemble_laplacian

  subroutine spmv(a, x, y)
    type(csr_matrix), intent(in) :: a
    real(dp), intent(in) :: x(:)
    real(dp), intent(out) :: y(:)
    integer :: i, k
    do i = 1, a%nrows
      y(i) = 0.0_dp
      do k = a%row_ptr(i), a%row_ptr(i + 1) - 1
        y(i) = y(i) + a%val(k) * x(a%col_idx(k))
      end do
    end do
  end subroutine spmv

  function diagonal(a) result(d)
    type(csr_matrix), intent(in) :: a
    real(dp), allocatable :: d(:)
    integer :: i, k
    allocate (d(a%nrows))
    d = 0.0_dp
    do i = 1, a%nrows
      do k = a%row_ptr(i), a%row_ptr(i + 1) - 1
        if (a%col_idx(k) == i) d(i) = a%val(k)
      end do
    end do
  end function diagonal

  subroutine cg(a, b, x, tol, maxit, iters, resid, precond)
    type(csr_matrix), intent(in) :: a
    real(dp), intent(in) :: b(:), tol
    real(dp), intent(inout) :: x(:)
    integer, intent(in) :: maxit
    integer, intent(out) :: iters
    real(dp), intent(out) :: resid
    logical, intent(in), optional :: precond
    real(dp), allocatable :: r(:), z(:), p(:), q(:), dinv(:)
    real(dp) :: rho, rho_old, alpha, beta, bnorm
    logical :: use_jacobi
    use_jacobi = .false.
    if (present(precond)) use_jacobi = precond
    allocate (r(size(b)), z(size(b)), p(size(b)), q(size(b)))
    dinv = 1.0_dp / diagonal(a)
    call spmv(a, x, q)
    r = b - q
    bnorm = sqrt(dot_product(b, b))
    rho_old = 1.0_dp
    do iters = 1, maxit
      if (use_jacobi) then
        z = dinv * r
      else
        z = r
      end if
      rho = dot_product(r, z)
      if (iters == 1) then
        p = z
      else
        beta = rho / rho_old
        p = z + beta * p
      end if
      call spmv(a, p, q)
      alpha = rho / dot_product(p, q)
      x = x + alpha * p
      r = r - alpha * q
      rho_old = rho
      resid = sqrt(dot_product(r, r)) / bnorm
      if (resid < tol) exit
    end do
    iters = min(iters, maxit)
  end subroutine cg
end module gx_csr_mod

program gx_csr_cg
  use gx_csr_mod
  implicit none
  type(csr_matrix) :: a
  real(dp), allocatable :: b(:), x(:), ax(:)
  integer :: n, it1, it2, i
  real(dp) :: res1, res2

  n = 20
  call assemble_laplacian(a, n)
  print '(a,3i8)', 'matrix', a%nrows, a%nnz, a%row_ptr(a%nrows + 1) - 1
  allocate (b(a%nrows), x(a%nrows), ax(a%nrows))
  do i = 1, a%nrows
    b(i) = sin(0.1_dp * i) + 1.0_dp
  end do
  x = 0.0_dp
  call cg(a, b, x, 1.0e-10_dp, 500, it1, res1)
  call spmv(a, x, ax)
  print '(a,i5,l3,es12.3)', 'cg', it1, res1 < 1.0e-10_dp, maxval(abs(ax - b))
  print '(a,3f16.10)', 'x', sum(x), x(1), x(a%nrows / 2)
  x = 0.0_dp
  call cg(a, b, x, 1.0e-10_dp, 500, it2, res2, precond=.true.)
  print '(a,l3,l3)', 'pcg', it2 <= it1, res2 < 1.0e-10_dp
  print '(a,f16.10)', 'xsum', sum(x)
end program gx_csr_cg
