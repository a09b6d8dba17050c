! LEN of a CHARACTER array is one scalar (in I/O lists too), and LBOUND, UBOUND, SHAPE
! without DIM= are rank-1 INTEGER arrays wherever arrays go.
program len_array_inquiry
  implicit none
  character(len=7) :: names(3)
  character(len=2) :: grid(2, 5)
  integer :: a(2:5, -1:3), v(4), s(2)
  real :: b(4, 3)
  names = ['alpha  ', 'beta   ', 'gamma  ']
  print *, len(names), len(grid), len(names(2)), len(names(1)(2:4))
  print *, len(names) * 2, len_trim(names)
  a = 1
  b = 1.0
  b(2, 3) = 5.0
  b(3, 1) = -2.0
  print *, lbound(a), ubound(a), shape(a)
  s = shape(a)
  print *, s, size(shape(a)), sum(ubound(a) - lbound(a))
  v = 0
  v(1:2) = lbound(a) + 1
  v(3:4) = shape(grid) * [10, 100]
  print *, v
  call show(shape(a), 2)
  call show(ubound(grid), 2)
  print *, maxloc(b), minloc(b), maxloc(b, mask=b < 5)
contains
  subroutine show(x, n)
    integer :: n, x(n)
    print *, 'show', x
  end subroutine show
end program len_array_inquiry
