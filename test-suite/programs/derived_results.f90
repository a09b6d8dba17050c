! Functions returning derived types: module functions, an external function with an
! interface, defined operators returning structures (+, *, unary -), results used in
! assignment, in component-wise PRINT, as actual arguments and in nested expressions.
module vec3
  implicit none
  type vec
    real(8) :: x, y, z
  end type vec
  type small
    integer :: k
  end type small
  interface operator(+)
    module procedure vadd
  end interface
  interface operator(*)
    module procedure vscale
  end interface
  interface operator(-)
    module procedure vneg
  end interface
contains
  function vadd(a, b) result(c)
    type(vec), intent(in) :: a, b
    type(vec) :: c
    c%x = a%x + b%x
    c%y = a%y + b%y
    c%z = a%z + b%z
  end function vadd
  function vscale(s, a)
    real(8), intent(in) :: s
    type(vec), intent(in) :: a
    type(vec) :: vscale
    vscale = vec(s * a%x, s * a%y, s * a%z)
  end function vscale
  function vneg(a)
    type(vec), intent(in) :: a
    type(vec) :: vneg
    vneg%x = -a%x
    vneg%y = -a%y
    vneg%z = -a%z
  end function vneg
  function twice(s) result(r)
    type(small), intent(in) :: s
    type(small) :: r
    r%k = 2 * s%k
  end function twice
  real(8) function total(a)
    type(vec), intent(in) :: a
    total = a%x + a%y + a%z
  end function total
end module vec3

function cross(a, b)
  use vec3, only: vec
  implicit none
  type(vec), intent(in) :: a, b
  type(vec) :: cross
  cross = vec(a%y * b%z - a%z * b%y, a%z * b%x - a%x * b%z, a%x * b%y - a%y * b%x)
end function cross

program derived_results
  use vec3
  implicit none
  interface
    function cross(a, b)
      use vec3, only: vec
      type(vec), intent(in) :: a, b
      type(vec) :: cross
    end function cross
  end interface
  type(vec) :: u, v, w
  type(small) :: s
  integer :: i
  u = vec(1.0d0, 2.0d0, 3.0d0)
  v = vec(-1.0d0, 0.5d0, 2.0d0)
  w = u + v
  print *, w
  w = 2.0d0 * u + (-v)
  print *, w%x, w%y, w%z
  print *, cross(u, v)
  print *, total(cross(u, v) + u), total(vadd(u, u))
  s = small(3)
  do i = 1, 4
    s = twice(s)
    print *, i, s%k, twice(s)
  end do
  w = cross(cross(u, v), u + v)
  print *, w
end program derived_results
