! MATMUL and TRANSPOSE: matrix-matrix, matrix-vector, vector-matrix products of integers and
! reals, products of sections, transposes in expressions; SIZE, SHAPE, LBOUND, UBOUND.
program arr_matmul
  implicit none
  integer :: a(3, 4), b(4, 2), c(3, 2), t(4, 3), v(4), w(3), i, j
  real :: x(2, 2), y(2, 2)
  integer :: e(-1:2, 0:3)
  do j = 1, 4
    do i = 1, 3
      a(i, j) = i - j + 2
    end do
  end do
  do j = 1, 2
    do i = 1, 4
      b(i, j) = i * j
    end do
  end do
  c = matmul(a, b)
  print *, c
  t = transpose(a)
  print *, t
  v = (/ 1, -1, 2, 0 /)
  w = matmul(a, v)
  print *, w, matmul(w, a), matmul(transpose(b), v)
  print *, matmul(a(1:2, 2:3), b(2:3, :))
  x(:, 1) = (/ 1.0, 2.0 /)
  x(:, 2) = (/ 3.0, 4.0 /)
  y = matmul(x, transpose(x)) + 0.5
  write (*, '(4f8.2)') y, matmul(x, x) / 2
  print *, size(a), size(a, 1), size(a, dim=2), shape(a), shape(e)
  print *, lbound(e), ubound(e), lbound(e, 1), ubound(e, 2), size(e(0:2, :))
  print *, ubound(a(2:3, :)), size(v(1:4:2))
end program
