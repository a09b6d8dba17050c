! Array-valued functions whose results are not POINTERs: explicit-shape results sized by
! constants or by specification expressions of the dummies (with and without RESULT), of
! INTEGER, REAL(8), LOGICAL, COMPLEX, CHARACTER and derived types, in a module, as
! internal procedures, and RECURSIVE; references in assignments (whole arrays, sections,
! nested calls, realloc-on-assignment targets, components), PRINT lists, reductions,
! MATMUL, array constructors, WHERE masks and as actual arguments.
module vecs
  implicit none
  type pt
    integer :: id
    real(8) :: w
  end type pt
contains
  function twice(x) result(r)
    real(8), intent(in) :: x(:)
    real(8) :: r(size(x))
    r = 2 * x
  end function twice

  function ramp(n)
    integer, intent(in) :: n
    integer :: ramp(n)
    integer :: i
    do i = 1, n
      ramp(i) = i * i
    end do
  end function ramp

  function grid(n, m) result(g)
    integer, intent(in) :: n, m
    real(8) :: g(n, m)
    integer :: i, j
    do j = 1, m
      do i = 1, n
        g(i, j) = i + 10 * j
      end do
    end do
  end function grid

  function shifted(x) result(r)
    real(8), intent(in) :: x(:)
    real(8) :: r(lbound(x, 1) + 2:ubound(x, 1) + 2)
    integer :: i
    do i = lbound(r, 1), ubound(r, 1)
      r(i) = x(i - 2) + i
    end do
  end function shifted

  function positive(x) result(m)
    real(8), intent(in) :: x(:)
    logical :: m(size(x))
    m = x > 0
  end function positive

  function rot(z) result(r)
    complex(8), intent(in) :: z(:)
    complex(8) :: r(size(z))
    r = z * (0d0, 1d0)
  end function rot

  function labels(n) result(s)
    integer, intent(in) :: n
    character(len=4) :: s(n)
    integer :: i
    do i = 1, n
      write (s(i), '(a,i3.3)') 'L', i
    end do
  end function labels

  function upper(s) result(r)
    character(len=*), intent(in) :: s(:)
    character(len=6) :: r(size(s))
    integer :: i, k, c
    do i = 1, size(s)
      r(i) = s(i)
      do k = 1, len_trim(r(i))
        c = ichar(r(i)(k:k))
        if (c >= ichar('a') .and. c <= ichar('z')) r(i)(k:k) = char(c - 32)
      end do
    end do
  end function upper

  function points(n) result(p)
    integer, intent(in) :: n
    type(pt) :: p(n)
    integer :: i
    do i = 1, n
      p(i) = pt(i, 0.5d0 * i)
    end do
  end function points

  function fixed3() result(r)
    real(8) :: r(3)
    r = [1.5d0, 2.5d0, 3.5d0]
  end function fixed3

  recursive function fact_table(n) result(r)
    integer, intent(in) :: n
    integer :: r(n)
    if (n == 1) then
      r(1) = 1
    else
      r(1:n - 1) = fact_table(n - 1)
      r(n) = r(n - 1) * n
    end if
  end function fact_table

  real(8) function total(v, n)
    integer, intent(in) :: n
    real(8), intent(in) :: v(n)
    total = sum(v)
  end function total

  real(8) function total_shape(v)
    real(8), intent(in) :: v(:)
    integer :: k
    total_shape = sum(v * [(i_of(k), k = 1, size(v))])
  end function total_shape

  real(8) function i_of(k)
    integer, intent(in) :: k
    i_of = k
  end function i_of
end module vecs

program array_results
  use vecs
  implicit none
  real(8) :: x(6), y(6), a(2, 3), b(3, 2), c(2, 2)
  real(8), allocatable :: v(:)
  integer :: i, k(5)
  logical :: m(6)
  complex(8) :: z(3)
  character(len=4) :: names(3)
  character(len=6) :: big(2)
  type(pt) :: ps(4)
  type holder
    real(8) :: a(6)
  end type holder
  type(holder) :: h

  x = [(0.5d0 * i - 1, i = 1, 6)]
  y = twice(x)
  print '(6f8.3)', y
  y(2:5) = twice(x(1:4)) + 3
  print '(6f8.3)', y
  y = twice(twice(x))
  print '(a, f10.3)', 'nested sum', sum(y)
  print *, 'size', size(twice(x(2:5))), lbound(twice(x), 1), ubound(twice(x), 1)
  print '(6f8.3)', twice(x)
  print '(a, f10.3)', 'sum', sum(twice(x))
  print '(a, f10.3)', 'maxval', maxval(twice(x) - x)

  ! The function name as the result variable.
  k = ramp(5)
  print '(5i5)', k
  print *, 'ramp', sum(ramp(4)), ramp(3)

  ! Rank 2, MATMUL of results.
  a = grid(2, 3)
  print '(6f7.1)', a
  b = transpose(grid(2, 3))
  c = matmul(grid(2, 3), b)
  print '(4f9.1)', c
  print '(a, 2i3)', 'shape', shape(grid(4, 5))

  ! Bounds from LBOUND/UBOUND of an assumed-shape dummy: the result keeps them.
  print '(6f8.3)', shifted(x)
  print *, 'bounds', lbound(shifted(x(2:4)), 1), ubound(shifted(x(2:4)), 1)

  ! Realloc-on-assignment of an ALLOCATABLE variable.
  v = twice(x(1:3))
  print *, 'v', size(v), v
  v = [twice(x(5:6)), 0d0, v]
  print '(a, i3, 6f8.3)', 'ctor', size(v), v

  ! LOGICAL results as WHERE masks and in COUNT.
  m = positive(x)
  print *, m, count(positive(x - 1))
  y = 0
  where (positive(x)) y = x * 10
  print '(6f8.3)', y

  ! COMPLEX, CHARACTER and derived-type elements.
  z = [(1d0, 2d0), (3d0, -1d0), (0d0, 0.5d0)]
  z = rot(z)
  print '(6f7.2)', z
  print '(6f7.2)', rot(rot(z))
  names = labels(3)
  print '(3(a, 1x))', names
  print '(a)', labels(2)
  names(1:2) = ['abc ', 'xYz1']
  big = upper(names(1:2))
  print '(2(a, "|"))', big
  ps = points(4)
  print '(4(i3, f6.2))', ps
  ps = points(4)
  print *, 'ids', sum(ps%id), ps(2:3)%w

  ! A constant-shape result, a RECURSIVE one.
  print '(3f6.2)', fixed3()
  print *, fact_table(6)

  ! As actual arguments: explicit-shape and assumed-shape dummies.
  print '(a, f10.3)', 'explicit', total(twice(x), 6)
  print '(a, f10.3)', 'assumed', total_shape(twice(x(1:4)))

  ! A component as the target.
  h%a = twice(x)
  print '(6f8.3)', h%a
  h%a(2:4) = fixed3()
  print '(6f8.3)', h%a

  ! A target that is an argument: evaluated before it is assigned.
  x = twice(x)
  print '(6f8.3)', x

  ! In a loop, under IF, in a DO WHILE condition.
  do i = 1, 3
    if (sum(ramp(i)) > 1) print *, 'loop', i, ramp(i)
  end do
  i = 1
  do while (sum(ramp(i)) < 100)
    i = i + 1
  end do
  print *, 'while', i, sum(ramp(i))
  if (any(positive(x))) then
    print *, 'then', count(positive(x))
  else if (all(positive(x - 100))) then
    print *, 'else if', count(positive(x - 100))
  end if
end program array_results
