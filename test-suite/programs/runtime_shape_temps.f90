! Array values whose shape is known only at run time, computed into temporaries of that
! shape: MATMUL, TRANSPOSE and RESHAPE of POINTER arrays, allocatable arrays and sections
! of run-time bounds, array constructors of run-time size, as operands and arguments.
program runtime_shape_temps
  implicit none
  real, allocatable, target :: a(:, :), b(:, :)
  real, pointer :: pa(:, :), pb(:, :)
  real :: c(3, 3), v(4)
  integer, allocatable :: iv(:)
  integer :: i, j, n, m
  n = 3
  m = 4
  allocate (a(n, m), b(m, n))
  do j = 1, m
    do i = 1, n
      a(i, j) = i + 10 * j
      b(j, i) = i - j
    end do
  end do
  pa => a
  pb => b
  c = matmul(pa, pb)
  print *, 'matmul ptr', sum(c), c(1, 1), c(3, 2)
  c = matmul(a(:, 1:m), b(1:m, :))
  print *, 'matmul sec', sum(c), c(2, 3)
  print *, 'sum matmul', sum(matmul(pa(1:n, 2:m), pb(2:m, 1:n)))
  print *, 'transpose', sum(transpose(pa) * pb), maxval(transpose(a(1:n-1, :)))
  v = reshape(pa(1:2, 1:2), [4])
  print *, 'reshape', v
  print *, 'matvec', matmul(pa, [(real(j), j = 1, m)])
  iv = [(i, i = 1, n), (i * i, i = 1, m)]
  print *, 'ctor', size(iv), iv
  print *, 'ctor sum', sum([(real(i), i = 1, n * m)]), size([iv, iv])
  call show(matmul(a, b), n)
contains
  subroutine show(x, k)
    integer, intent(in) :: k
    real, intent(in) :: x(k, k)
    print *, 'arg', x(1, :), x(k, k)
  end subroutine show
end program runtime_shape_temps
