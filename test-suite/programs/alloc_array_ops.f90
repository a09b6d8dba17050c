! dvmh-test: flags=-O2 -fcheck=bounds
! Array syntax on ALLOCATABLE arrays (whose shapes exist only at run time): whole-array
! assignment and broadcast, sections with overlap, reductions with DIM and MASK, WHERE,
! constructors, MAXLOC, sections of allocatables passed to procedures, module allocatables,
! and automatic arrays in array expressions.
module store
  implicit none
  real(8), allocatable :: grid(:,:)
end module store

subroutine scale_rows(a, m, n, f)
  implicit none
  integer, intent(in) :: m, n
  real(8), intent(inout) :: a(m, n)
  real(8), intent(in) :: f
  real(8) :: work(m)
  integer :: j
  do j = 1, n
    work = a(:, j) * f
    a(:, j) = work + 1.0d0
  end do
end subroutine scale_rows

program alloc_array_ops
  use store
  implicit none
  integer, allocatable :: v(:)
  real(8), allocatable :: b(:)
  integer :: n, i, loc(1)
  n = 9
  allocate(v(n), b(0:n-1))
  v = [(mod(i * 7, 10), i = 1, n)]
  b = 0.5d0
  b(1:n-1) = b(0:n-2) + v(2:n)
  print '(9i3)', v
  print '(9f6.1)', b
  v(2:n) = v(1:n-1)
  print '(9i3)', v
  print '(a, 3i5)', 'sum/max/count', sum(v), maxval(v), count(v > 4)
  loc = maxloc(v)
  print '(a, i3, f8.2)', 'maxloc', loc(1), sum(b, mask=b > 3.0d0)
  where (v > 5)
    v = -v
  elsewhere
    v = v * 2
  end where
  print '(9i4)', v
  allocate(grid(3, 4))
  grid = reshape([(dble(i), i = 1, 12)], [3, 4])
  print '(4f7.1)', sum(grid, dim=1)
  call scale_rows(grid, 3, 4, 2.0d0)
  print '(3f7.1)', grid(:, 4)
  print '(a, f9.2)', 'total', sum(grid)
  deallocate(v, b, grid)
end program alloc_array_ops
