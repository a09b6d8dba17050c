! A sparse matrix in compressed-row form kept in module arrays (fixed capacity), built by
! a module procedure, with matrix-vector and vector helpers: used by cg_sparse.f90.
module csr_matrix
  implicit none
  integer, parameter :: maxn = 100, maxnz = 500
  integer :: nrows = 0, nnz = 0
  integer :: rowptr(maxn + 1), colind(maxnz)
  real(8) :: vals(maxnz)
contains
  ! The 2-D five-point Laplacian on an m x m grid plus a diagonal shift.
  subroutine build_laplace(m, shift)
    integer, intent(in) :: m
    real(8), intent(in) :: shift
    integer :: i, j, r
    nrows = m * m
    nnz = 0
    do j = 1, m
      do i = 1, m
        r = i + (j - 1) * m
        rowptr(r) = nnz + 1
        if (j > 1) call add(r - m, -1.0d0)
        if (i > 1) call add(r - 1, -1.0d0)
        call add(r, 4.0d0 + shift)
        if (i < m) call add(r + 1, -1.0d0)
        if (j < m) call add(r + m, -1.0d0)
      end do
    end do
    rowptr(nrows + 1) = nnz + 1
  end subroutine build_laplace

  subroutine add(c, v)
    integer, intent(in) :: c
    real(8), intent(in) :: v
    nnz = nnz + 1
    colind(nnz) = c
    vals(nnz) = v
  end subroutine add

  subroutine matvec(x, y)
    real(8), intent(in) :: x(*)
    real(8), intent(out) :: y(*)
    integer :: r, k
    do r = 1, nrows
      y(r) = 0
      do k = rowptr(r), rowptr(r + 1) - 1
        y(r) = y(r) + vals(k) * x(colind(k))
      end do
    end do
  end subroutine matvec

  real(8) function dot(x, y, n)
    integer, intent(in) :: n
    real(8), intent(in) :: x(n), y(n)
    integer :: i
    dot = 0
    do i = 1, n
      dot = dot + x(i) * y(i)
    end do
  end function dot
end module csr_matrix
