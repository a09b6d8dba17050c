! RESHAPE: constructors into matrices, matrices into vectors and other shapes, PARAMETER
! matrices initialised by RESHAPE, reshaped values in expressions and reductions.
program arr_reshape
  implicit none
  integer, parameter :: id3(3, 3) = reshape((/ 1, 0, 0, 0, 1, 0, 0, 0, 1 /), (/ 3, 3 /))
  integer, parameter :: sh(2) = (/ 2, 6 /)
  integer :: m(3, 4), v(12), w(2, 6), i, j
  real :: x(2, 3)
  m = reshape((/ (i, i = 1, 12) /), (/ 3, 4 /))
  print *, m
  v = reshape(m, (/ 12 /))
  print *, v
  w = reshape(m, sh)
  print *, w
  print *, id3, sum(id3), matmul(id3, m(:, 1))
  x = reshape((/ 1.5, 2.5, 3.5, 4.5, 5.5, 6.5 /), (/ 2, 3 /))
  write (*, '(6f6.2)') x, transpose(x)
  print *, sum(reshape(v(1:6), (/ 2, 3 /)), dim=1)
  m = reshape(v(12:1:-1), (/ 3, 4 /)) + 100
  print *, m
  do j = 1, 3
    print *, (id3(i, j), i = 1, 3)
  end do
end program
