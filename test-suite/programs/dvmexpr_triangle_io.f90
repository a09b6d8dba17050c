! Array reductions in implied-DO output lists whose bounds depend on the enclosing implied-DO
! variables (triangles, bands), of distributed and ordinary arrays, with other items between.
program dvmexpr_triangle_io
  implicit none
  integer, parameter :: n = 7
  real(8) :: a(n, n), c(n, n)
  integer :: i, j, k
!dvm$ distribute a(block, block)
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, n
    do i = 1, n
      a(i, j) = i + j * 0.5d0 + mod(i * j, 5)
    end do
  end do
  do j = 1, n
    do i = 1, n
      c(i, j) = i * 2 - j
    end do
  end do
  print '(6f10.3)', ((sum(a(i:j, j)), i = 1, j), j = 1, n)
  print '(6f10.3)', ((maxval(c(i, 1:j)), i = j, n, 2), j = 1, n)
  print '(i3, 3f10.3)', (j, (sum(c(1:i, j)) + minval(a(i, :)), i = j, min(j + 2, n)), j = 1, n - 2)
  print '(8f9.3)', (((sum(a(i:k, j)), i = 1, k), k = j, n, 3), j = 2, n, 2)
end program dvmexpr_triangle_io
