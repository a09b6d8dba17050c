! Functions returning derived types: the TYPE(t) FUNCTION prefix (module, internal and
! external forms) and results of 4, 8, 12, 16 and 24 bytes, which travel in registers or
! memory by the x86-64 rules (as gfortran returns them).
module shapes
  implicit none
  type point
    real :: x, y
  end type
  type tagged
    integer :: id
    real :: w
  end type
  type trio
    real :: a, b, c
  end type
  type wide
    real(8) :: v
    integer :: n
  end type
  type big
    real(8) :: p(3)
  end type
  type one
    integer :: k
  end type
contains
  type(point) function mid(p, q)
    type(point), intent(in) :: p, q
    mid%x = (p%x + q%x) / 2
    mid%y = (p%y + q%y) / 2
  end function

  type(tagged) function mktag(i, w)
    integer, intent(in) :: i
    real, intent(in) :: w
    mktag = tagged(i, w)
  end function

  type(trio) function scaled(t, s)
    type(trio), intent(in) :: t
    real, intent(in) :: s
    scaled = trio(t%a * s, t%b * s, t%c * s)
  end function

  type(wide) function mkwide(v, n)
    real(8), intent(in) :: v
    integer, intent(in) :: n
    mkwide%v = v
    mkwide%n = n
  end function

  type(big) function cube(d)
    real(8), intent(in) :: d
    cube%p = [d, d * d, d * d * d]
  end function

  type(one) function next(o)
    type(one), intent(in) :: o
    next%k = o%k + 1
  end function
end module

program dfun
  use shapes
  implicit none
  type(point) a, b
  type(trio) t
  type(wide) w
  type(big) g
  type(one) o
  integer k
  a = point(1.0, 2.0)
  b = point(3.0, -4.0)
  a = mid(a, b)
  print *, a
  print *, mktag(7, 0.5)
  t = scaled(trio(1.0, 2.0, 3.0), 1.5)
  print *, t%a, t%b, t%c
  w = mkwide(2.5d0, -3)
  print *, w%v, w%n
  g = cube(1.5d0)
  print *, g%p
  o = one(0)
  do k = 1, 5
    o = next(o)
  end do
  print *, o%k
  print *, flip(a)
contains
  type(point) function flip(p)
    type(point), intent(in) :: p
    flip = point(p%y, p%x)
  end function
end program
