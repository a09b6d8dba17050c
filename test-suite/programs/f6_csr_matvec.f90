! Sparse linear algebra in compressed sparse row form: a 2-D Laplacian assembled into CSR
! arrays (row pointers, column indices, values) with allocatable arrays sized by a first
! counting pass, matrix-vector products, the transpose product, a Jacobi-preconditioned
! conjugate gradient solve and a power iteration for the largest eigenvalue.
module f6_csr
  implicit none
  integer, parameter :: dp = kind(1.0d0)
  type :: csr_matrix
    integer :: n = 0, nnz = 0
    integer, allocatable :: rowptr(:), col(:)
    real(dp), allocatable :: val(:)
  end type
contains
  subroutine laplace2d(m, a)
    integer, intent(in) :: m
    type(csr_matrix), intent(out) :: a
    integer :: i, j, row, k
    a%n = m * m
    allocate (a%rowptr(a%n + 1))
    a%rowptr(1) = 1
    do j = 1, m
      do i = 1, m
        row = i + (j - 1) * m
        k = 1
        if (i > 1) k = k + 1
        if (i < m) k = k + 1
        if (j > 1) k = k + 1
        if (j < m) k = k + 1
        a%rowptr(row + 1) = a%rowptr(row) + k
      end do
    end do
    a%nnz = a%rowptr(a%n + 1) - 1
    allocate (a%col(a%nnz), a%val(a%nnz))
    k = 0
    do j = 1, m
      do i = 1, m
        row = i + (j - 1) * m
        if (j > 1) call put(row - m, -1.0_dp)
        if (i > 1) call put(row - 1, -1.0_dp)
        call put(row, 4.0_dp + 0.01_dp * i)
        if (i < m) call put(row + 1, -1.0_dp)
        if (j < m) call put(row + m, -1.0_dp)
      end do
    end do
  contains
    subroutine put(c, v)
      integer, intent(in) :: c
      real(dp), intent(in) :: v
      k = k + 1
      a%col(k) = c
      a%val(k) = v
    end subroutine
  end subroutine
  function matvec(a, x) result(y)
    type(csr_matrix), intent(in) :: a
    real(dp), intent(in) :: x(:)
    real(dp) :: y(a%n)
    integer :: i
    do i = 1, a%n
      y(i) = dot_product(a%val(a%rowptr(i):a%rowptr(i + 1) - 1), &
                         x(a%col(a%rowptr(i):a%rowptr(i + 1) - 1)))
    end do
  end function
  subroutine matvec_t(a, x, y)
    type(csr_matrix), intent(in) :: a
    real(dp), intent(in) :: x(:)
    real(dp), intent(out) :: y(:)
    integer :: i, k
    y = 0
    do i = 1, a%n
      do k = a%rowptr(i), a%rowptr(i + 1) - 1
        y(a%col(k)) = y(a%col(k)) + a%val(k) * x(i)
      end do
    end do
  end subroutine
  function diagonal(a) result(d)
    type(csr_matrix), intent(in) :: a
    real(dp) :: d(a%n)
    integer :: i, k
    do i = 1, a%n
      do k = a%rowptr(i), a%rowptr(i + 1) - 1
        if (a%col(k) == i) d(i) = a%val(k)
      end do
    end do
  end function
end module f6_csr

program f6_csr_matvec
  use f6_csr
  implicit none
  type(csr_matrix) :: a
  real(dp), allocatable :: x(:), b(:), r(:), z(:), p(:), q(:), d(:), y(:)
  real(dp) :: rz, rz_new, alpha, lambda
  integer :: it, i, m
  m = 8
  call laplace2d(m, a)
  write (*, '(a, 2i6)') 'n nnz ', a%n, a%nnz
  allocate (x(a%n), y(a%n))
  x = [(sin(0.1_dp * i), i = 1, a%n)]
  b = matvec(a, x)
  call matvec_t(a, x, y)
  write (*, '(a, 2es20.12)') 'A x, At x ', sum(b), sum(y)
  write (*, '(a, l2)') 'symmetry ', maxval(abs(b - y)) < 1.0e-14_dp
  d = diagonal(a)
  x = 0
  r = b
  z = r / d
  p = z
  rz = dot_product(r, z)
  do it = 1, 200
    q = matvec(a, p)
    alpha = rz / dot_product(p, q)
    x = x + alpha * p
    r = r - alpha * q
    if (norm2(r) < 1.0e-12_dp) exit
    z = r / d
    rz_new = dot_product(r, z)
    p = z + (rz_new / rz) * p
    rz = rz_new
  end do
  write (*, '(a, i0, a, l2)') 'cg iterations ', it, ' converged ', norm2(r) < 1.0e-10_dp
  write (*, '(4f14.10)') x(1:a%n:9)
  x = 1
  do it = 1, 300
    y = matvec(a, x)
    lambda = norm2(y)
    x = y / lambda
  end do
  write (*, '(a, f12.6)') 'lambda max ', lambda
end program f6_csr_matvec
