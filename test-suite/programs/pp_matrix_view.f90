! Matrix views through POINTER bounds remapping, as solvers that keep one contiguous work
! array do: the storage is a rank-one TARGET vector, a square matrix `a(1:n, 1:n) => work`
! and the right-hand side view its parts, the diagonal is a strided vector view
! (`work(1:n*n:n+1)`), rows are strided views returned by a POINTER function, a zero-based
! view `v(0:) => x` serves a stencil, and module POINTER arrays hold the current views.
! Gaussian elimination with partial pivoting solves the system through the views; residual,
! diagonal and solution are printed.
module views
  implicit none
  integer, parameter :: dp = kind(1.0d0)
  real(dp), allocatable, target :: work(:)
  real(dp), pointer :: mat(:, :) => null()
  real(dp), pointer :: rhs(:) => null()
  integer :: n = 0

contains

  subroutine set_up(order)
    integer, intent(in) :: order
    n = order
    allocate(work(n * n + n))
    mat(1:n, 1:n) => work(1:n * n)
    rhs(1:n) => work(n * n + 1:)
  end subroutine set_up

  ! Row i of a matrix: a view with the stride of the leading dimension.
  function row(m, i) result(r)
    real(dp), pointer, intent(in) :: m(:, :)
    integer, intent(in) :: i
    real(dp), pointer :: r(:)
    r => m(i, :)
  end function row

  function diagonal() result(d)
    real(dp), pointer :: d(:)
    d => work(1:n * n:n + 1)
  end function diagonal

  subroutine swap_rows(m, i, j)
    real(dp), pointer, intent(in) :: m(:, :)
    integer, intent(in) :: i, j
    real(dp), pointer :: ri(:), rj(:)
    real(dp) :: t(size(m, 2))
    ri => row(m, i)
    rj => row(m, j)
    t = ri
    ri = rj
    rj = t
  end subroutine swap_rows

  subroutine eliminate(m, b, x)
    real(dp), pointer, intent(in) :: m(:, :), b(:)
    real(dp), intent(out) :: x(:)
    real(dp), pointer :: pivot_row(:), target_row(:)
    real(dp) :: f, t
    integer :: k, i, p
    do k = 1, n - 1
      p = k - 1 + maxloc(abs(m(k:n, k)), 1)
      if (p /= k) then
        call swap_rows(m, k, p)
        t = b(k)
        b(k) = b(p)
        b(p) = t
      end if
      pivot_row => row(m, k)
      do i = k + 1, n
        target_row => row(m, i)
        f = target_row(k) / pivot_row(k)
        target_row(k:) = target_row(k:) - f * pivot_row(k:)
        b(i) = b(i) - f * b(k)
      end do
    end do
    do i = n, 1, -1
      x(i) = (b(i) - sum(m(i, i + 1:n) * x(i + 1:n))) / m(i, i)
    end do
  end subroutine eliminate
end module views

program pp_matrix_view
  use views
  implicit none
  integer, parameter :: order = 6
  real(dp), allocatable :: keep(:, :), keep_b(:), x(:)
  real(dp), target :: field(0:9)
  real(dp), pointer :: d(:), v(:), inner(:, :)
  integer :: i, j

  call set_up(order)
  print *, 'shape', shape(mat), ' bounds', lbound(rhs), ubound(rhs)
  do j = 1, n
    do i = 1, n
      mat(i, j) = 1.0_dp / real(i + j - 1, dp) + merge(2.0_dp, 0.0_dp, i == j) &
        + 0.1_dp * mod(i * j, 3)
    end do
    rhs(j) = real(j * j, dp) - 3.0_dp
  end do
  ! The views share the work array.
  print '(a,2f10.5)', 'work(2), work(n+1):', work(2), work(n + 1)
  print '(a,f10.5)', 'rhs(1) is work(n*n+1):', work(n * n + 1)
  d => diagonal()
  print '(a,6f9.5)', 'diagonal', d
  print *, 'diagonal size', size(d), associated(d, work(1:n * n:n + 1))
  inner(2:, 2:) => mat(2:n - 1, 2:n - 1)
  print *, 'inner bounds', lbound(inner), ubound(inner)
  print '(a,f10.5)', 'inner(3,4) = mat(3,4):', inner(3, 4)
  keep = mat
  keep_b = rhs
  allocate(x(n))
  call eliminate(mat, rhs, x)
  print '(a,6f11.6)', 'x', x
  print *, 'residual small:', maxval(abs(matmul(keep, x) - keep_b)) < 1.0e-10_dp
  print '(a,6f9.5)', 'U diagonal', d
  ! A zero-based view for a three-point stencil.
  do i = 0, 9
    field(i) = real(i * i, dp)
  end do
  v(0:) => field
  print *, 'v bounds', lbound(v), ubound(v)
  print '(a,8f7.1)', 'laplacian', (v(i - 1) - 2.0_dp * v(i) + v(i + 1), i = 1, 8)
  v(1:) => field(::3)
  print '(a,4f7.1)', 'every third', v
  v(2) = -1.0_dp
  print '(a,f7.1)', 'field(3) through the view:', field(3)
  deallocate(work)
  nullify(mat, rhs, d)
  print *, associated(mat), associated(rhs), associated(d)
end program pp_matrix_view
