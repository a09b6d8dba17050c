! Array components as arrays: whole-array and section assignment of components, array
! expressions and intrinsics (SUM, MAXVAL, COUNT, DOT_PRODUCT, SIZE) on components,
! sections with strides in output, rank-2 components.
program dt_component_arrays
  implicit none
  type v
    real :: c(4)
    integer :: m(2, 3)
  end type v
  type(v) :: p, q
  real :: arr(4), s
  integer :: i, j
  p%c = (/ 1., 2., 3., 4. /)
  q%c = p%c * 2 + 1
  arr = q%c - p%c
  s = sum(p%c) + maxval(q%c(2:3))
  do j = 1, 3
    do i = 1, 2
      p%m(i, j) = 10 * i + j
    end do
  end do
  q%m = p%m
  q%m(:, 2) = -q%m(:, 3)
  print *, q%c, arr, s
  print *, q%m, sum(q%m(2, :)), size(p%c), count(p%c > 2.5)
  print *, p%c(4:1:-1), dot_product(p%c, q%c)
end program dt_component_arrays
