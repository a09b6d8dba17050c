! Structure constructors giving ALLOCATABLE array components values (F2003): positional
! and by name, array constructors, sections, expressions, matrices, NULL() and omitted
! components (unallocated), nested types, in assignments to scalars, array elements and
! allocatable arrays of structures, and as actual arguments.
module shapes
  implicit none
  type poly
    integer, allocatable :: v(:)
    real :: scale = 1.0
  end type poly
  type grid
    real, allocatable :: g(:, :)
    character(len=4) :: tag = 'none'
  end type grid
  type pair
    type(poly) :: left
    integer, allocatable :: extra(:)
  end type pair
contains
  subroutine show(p)
    type(poly), intent(in) :: p
    if (allocated(p%v)) then
      print *, 'show', size(p%v), lbound(p%v, 1), sum(p%v), p%scale
    else
      print *, 'show unallocated', p%scale
    end if
  end subroutine show
end module shapes

program ctor_alloc_arrays
  use shapes
  implicit none
  type(poly) :: a, b, c, d
  type(poly), allocatable :: list(:)
  type(grid) :: m
  type(pair) :: pr
  integer :: x(8), i, j

  x = [(i * 3, i = 1, 8)]
  a = poly([1, 2, 3], 5.0)
  print *, size(a%v), lbound(a%v, 1), ubound(a%v, 1), a%v, a%scale
  b = poly(scale=2.0, v=x(2:5))
  print *, size(b%v), b%v, b%scale
  c = poly(null())
  print *, allocated(c%v), c%scale
  d = poly()
  print *, allocated(d%v), d%scale
  d = poly(x(8:1:-3) + 1)
  print *, size(d%v), d%v
  a = poly([a%v, 4])
  print *, size(a%v), a%v, a%scale
  m = grid(reshape([(real(i), i = 1, 6)], [2, 3]), 'mat ')
  print *, shape(m%g), m%g, m%tag
  pr = pair(poly([9, 8]), [1, 1, 1])
  print *, pr%left%v, pr%extra, pr%left%scale
  allocate (list(3))
  do i = 1, 3
    list(i) = poly([(i * 10 + j, j = 1, i)], real(i))
  end do
  print *, (size(list(i)%v), i = 1, 3), list(3)%v, list%scale
  call show(poly([4, 5, 6, 7]))
  call show(poly(scale=3.0))
end program ctor_alloc_arrays
