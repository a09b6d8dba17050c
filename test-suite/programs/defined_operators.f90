! Defined operators and assignment: INTERFACE OPERATOR(+), (-) unary and binary, (==),
! (.dot.), unary (.norm.), ASSIGNMENT(=) from INTEGER and REAL arrays to a derived type,
! operators on intrinsic types (.cross. on INTEGER), precedence of defined operators.
module vecs
  implicit none
  type vec
    real(8) :: x, y, z
  end type vec
  interface operator(.dot.)
    module procedure vdot
  end interface
  interface operator(.norm.)
    module procedure vnorm
  end interface
  interface operator(==)
    module procedure veq
  end interface
  interface operator(.div.)
    module procedure idiv
  end interface operator(.div.)
  interface operator(*)
    module procedure scale_count
  end interface
  interface operator(-)
    module procedure negsum
  end interface
  interface assignment(=)
    module procedure from_int, from_array
  end interface
contains
  real(8) function vdot(a, b)
    type(vec), intent(in) :: a, b
    vdot = a%x * b%x + a%y * b%y + a%z * b%z
  end function vdot
  real(8) function vnorm(a)
    type(vec), intent(in) :: a
    vnorm = sqrt(a .dot. a)
  end function vnorm
  logical function veq(a, b)
    type(vec), intent(in) :: a, b
    veq = a%x == b%x .and. a%y == b%y .and. a%z == b%z
  end function veq
  integer function idiv(i, j)
    integer, intent(in) :: i, j
    idiv = (i - mod(i, j)) / j
  end function idiv
  real(8) function scale_count(a, n)
    type(vec), intent(in) :: a
    integer, intent(in) :: n
    scale_count = n * (a%x + a%y + a%z)
  end function scale_count
  real(8) function negsum(a)
    type(vec), intent(in) :: a
    negsum = -(a%x + a%y + a%z)
  end function negsum
  subroutine from_int(v, i)
    type(vec), intent(out) :: v
    integer, intent(in) :: i
    v%x = i
    v%y = 2 * i
    v%z = 3 * i
  end subroutine from_int
  subroutine from_array(v, a)
    type(vec), intent(out) :: v
    real(8), intent(in) :: a(3)
    v%x = a(1)
    v%y = a(2)
    v%z = a(3)
  end subroutine from_array
end module vecs

program defined_ops
  use vecs
  implicit none
  type(vec) :: u, w
  real(8) :: d, arr(3)
  integer :: k, n
  u = 2
  arr = [0.5d0, -1.0d0, 4.0d0]
  w = arr
  print *, u%x, u%y, u%z
  print *, w%x, w%y, w%z
  d = u .dot. w
  print *, 'dot', d
  print *, 'norm', .norm. u, .norm. w + 1.0d0
  print *, 'eq', u == w, u == u, .not. (u == w)
  print *, 'prec', 1.0d0 + .norm. u * 2.0d0, 2.0d0 * (u .dot. w)
  n = 17 .div. 5 + 1
  print *, 'div', n, 100 .div. 7 .div. 3
  print *, 'scale', u * 3, -u, -w + 1.0d0
  do k = 1, 3
    u = k
    print *, k, u .dot. u, 2 * k
  end do
  if (.norm. u > 4.0d0 .and. u == u) print *, 'big'
end program defined_ops
