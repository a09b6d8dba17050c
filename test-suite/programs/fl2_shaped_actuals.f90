! Array expressions of run-time shape passed to assumed-shape dummies, as solver codes pass
! a scaled residual, the transpose of an allocatable matrix or a matrix product straight to
! a norm or a smoother: the compiler builds a temporary of the expression's shape (rank 2
! and 3, extents known only at run time) and describes it to the callee.
module fl2_norms
  implicit none
contains
  ! A weighted checksum that depends on the element's position, so a transposed or
  ! mis-shaped temporary is caught.
  real function weighted(x)
    real, intent(in) :: x(:, :)
    integer :: i, j
    weighted = 0.0
    do j = 1, size(x, 2)
      do i = 1, size(x, 1)
        weighted = weighted + x(i, j) * real(i + 10 * j)
      end do
    end do
  end function weighted

  subroutine describe(label, x)
    character(*), intent(in) :: label
    real, intent(in) :: x(:, :)
    print '(a, 2i4, 2f14.3)', label, size(x, 1), size(x, 2), sum(x), weighted(x)
  end subroutine describe

  subroutine describe3(label, x)
    character(*), intent(in) :: label
    real, intent(in) :: x(:, :, :)
    integer :: k
    real :: s
    s = 0.0
    do k = 1, size(x, 3)
      s = s + real(k) * sum(x(:, :, k))
    end do
    print '(a, 3i4, 2f14.3)', label, shape(x), sum(x), s
  end subroutine describe3
end module fl2_norms

program fl2_shaped_actuals
  use fl2_norms
  implicit none
  integer :: n, m, l, i, j, k
  real :: a(8, 7), b(8, 7), g(5, 4, 3)
  real, allocatable :: c(:, :), d(:, :)

  n = 5
  m = 4
  l = 3
  do j = 1, 7
    do i = 1, 8
      a(i, j) = real(i) + 0.5 * real(j)
      b(i, j) = real(mod(i * j, 5)) - 1.0
    end do
  end do
  do k = 1, 3
    do j = 1, 4
      do i = 1, 5
        g(i, j, k) = real(i * j - k)
      end do
    end do
  end do

  call describe('residual ', a(1:n, 1:m) + 2.0 * b(1:n, 1:m))
  call describe('shifted  ', a(2:n + 1, 2:m + 1) - a(1:n, 1:m))
  call describe('strided  ', abs(b(1:n + 2:2, m:1:-1)))
  print '(a, f14.3)', 'function ', weighted(a(1:m, 1:n) * b(n - 1:n + m - 2, 1:n))

  allocate(c(n, m), d(m, l))
  c = a(1:n, 1:m)
  d = b(2:m + 1, 1:l)
  call describe('transpose', transpose(c))
  call describe('product  ', matmul(c, d))
  call describe('gram     ', matmul(transpose(c), c) - 1.0)
  call describe3('cube     ', g(1:n, 1:m, 1:l) * 0.5 + 1.0)
  call describe3('cube sub ', g(2:n, 1:m - 1, l:1:-1) - g(1:n - 1, 2:m, 1:l))

  ! An empty extent: the callee sees a zero-sized array.
  call describe('empty    ', a(1:n, m + 1:m) * 3.0)
  deallocate(c, d)
end program fl2_shaped_actuals
