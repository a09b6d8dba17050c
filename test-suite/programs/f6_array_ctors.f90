! Array constructors and reshaping: typed constructors with implied DO (`[real(8) :: ...]`,
! nested implied DO, character type-spec), constructors of mixed scalars and arrays,
! RESHAPE into two and three dimensions (ORDER= and PAD= spelled out as constructors),
! SHAPE/SIZE of the results, TRANSPOSE, and sections of constructors in expressions.
program f6_array_ctors
  implicit none
  integer, parameter :: dp = kind(1.0d0), n = 5
  real(dp), allocatable :: h(:)
  real(dp) :: m(3, 4)
  integer :: i, j, k, grid(4, 3), cube(2, 3, 2), sq(n)
  integer, allocatable :: tri(:)
  character(len=5), allocatable :: names(:)
  h = [real(dp) :: (i * 0.5, i = 1, n)]
  write (*, '(5f6.2)') h
  write (*, '(*(g0, 1x))') size(h), sum(h)
  tri = [((i * 10 + j, j = 1, i), i = 1, 4)]
  write (*, '(10i4)') tri
  sq = [(i**2, i = 1, n)]
  write (*, '(12i4)') [sq(n:1:-2), 0, sq(1:2), -sq(3)]
  names = [character(len=5) :: 'ab', 'cdefgh', 'x']
  write (*, '(3("[", a, "]"))') names
  m = reshape([(real(i, dp), i = 1, 12)], [3, 4])
  write (*, '(4f6.1)') transpose(m)
  m = transpose(reshape([(real(i, dp), i = 1, 12)], [4, 3]))
  write (*, '(3f6.1)') m
  grid = reshape([1, 2, 3, 4, 5, -1, -2, -1, -2, -1, -2, -1], [4, 3])
  write (*, '(4i4)') grid
  grid = transpose(reshape([(i, i = 1, 7), (0, i = 1, 5)], [3, 4]))
  write (*, '(3i4)') transpose(grid)
  cube = reshape([(((k * 6 + j * 2 + i + 1, k = 0, 1), i = 0, 1), j = 0, 2)], [2, 3, 2])
  write (*, '(12i4)') cube
  write (*, '(3i4)') shape(cube), size(cube, 2), size(reshape(tri, [2, 5]), 1)
  write (*, '(a, i0)') 'sum of diag ', sum([(grid(i, i), i = 1, 3)])
  write (*, '(a, f8.3)') 'dot ', dot_product([real(dp) :: 1, 2, 3], h(2:4))
  write (*, '(6i3)') [integer :: ]
  write (*, '(6i3)') pack([(i, i = 1, 20)], [(mod(i, 7) == 0, i = 1, 20)])
end program f6_array_ctors
