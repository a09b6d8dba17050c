! Type-bound procedures (Fortran 2003) in a module: `PROCEDURE :: area => circle_area`,
! PASS, PASS(arg), NOPASS, subroutine calls `call s%move(dx)`, function references
! `s%area()` and `v(i)%area()` in expressions, conditions, I/O lists and arguments, the
! passed-object dummy declared CLASS(t) with INTENT, generic bindings (`generic :: get =>
! get_i, get_r`, `generic :: operator(+) => add`, `generic :: assignment(=) => assign`),
! an extended type inheriting bindings and overriding one (static dispatch by the declared
! type), CLASS(t) dummies taking an extension's object, a PRIVATE bound procedure, and a
! user that imports only the types (`use ..., only:`).
module geometry
  implicit none
  private
  public :: circle, ring, vec, counter, describe, total_area

  type circle
    real :: r = 1.0
    real :: cx = 0.0, cy = 0.0
  contains
    procedure :: area => circle_area
    procedure :: move
    procedure, pass(c) :: scaled
    procedure, nopass :: unit_area
    procedure :: perimeter
  end type circle

  type, extends(circle) :: ring
    real :: inner = 0.5
  contains
    procedure :: area => ring_area
  end type ring

  type vec
    real :: v(3) = 0.0
  contains
    procedure :: add => vec_add
    procedure :: assign_real
    procedure :: get_i
    procedure :: get_r
    generic :: operator(+) => add
    generic :: assignment(=) => assign_real
    generic :: get => get_i, get_r
    procedure :: dot
  end type vec

  type counter
    integer :: n = 0
  contains
    procedure :: tick
    procedure :: value => counter_value
  end type counter

contains
  real function circle_area(self)
    class(circle), intent(in) :: self
    circle_area = 3.0 * self%r**2
  end function circle_area

  real function ring_area(self)
    class(ring), intent(in) :: self
    ring_area = 3.0 * (self%r**2 - self%inner**2)
  end function ring_area

  real function perimeter(self)
    class(circle), intent(in) :: self
    perimeter = 6.0 * self%r
  end function perimeter

  subroutine move(self, dx, dy)
    class(circle), intent(inout) :: self
    real, intent(in) :: dx, dy
    self%cx = self%cx + dx
    self%cy = self%cy + dy
  end subroutine move

  real function scaled(k, c)
    real, intent(in) :: k
    class(circle), intent(in) :: c
    scaled = k * c%r
  end function scaled

  real function unit_area()
    unit_area = 3.0
  end function unit_area

  function vec_add(a, b) result(c)
    class(vec), intent(in) :: a
    type(vec), intent(in) :: b
    type(vec) :: c
    c%v = a%v + b%v
  end function vec_add

  subroutine assign_real(a, x)
    class(vec), intent(inout) :: a
    real, intent(in) :: x
    a%v = x
  end subroutine assign_real

  integer function get_i(a, i)
    class(vec), intent(in) :: a
    integer, intent(in) :: i
    get_i = nint(a%v(i))
  end function get_i

  real function get_r(a, x)
    class(vec), intent(in) :: a
    real, intent(in) :: x
    get_r = sum(a%v) * x
  end function get_r

  real function dot(a, b)
    class(vec), intent(in) :: a
    type(vec), intent(in) :: b
    dot = sum(a%v * b%v)
  end function dot

  subroutine tick(self, by)
    class(counter), intent(inout) :: self
    integer, intent(in), optional :: by
    if (present(by)) then
      self%n = self%n + by
    else
      self%n = self%n + 1
    end if
  end subroutine tick

  integer function counter_value(self)
    class(counter), intent(in) :: self
    counter_value = self%n
  end function counter_value

  ! A CLASS(circle) dummy: takes a circle or a ring (its circle part); `perimeter` is not
  ! overridden, so the call needs no dynamic dispatch.
  subroutine describe(c, label)
    class(circle), intent(in) :: c
    character(len=*), intent(in) :: label
    print '(a, 3f9.3)', label, c%r, c%cx, c%perimeter()
  end subroutine describe

  real function total_area(cs, n)
    integer, intent(in) :: n
    type(circle), intent(in) :: cs(n)
    integer :: i
    total_area = 0.0
    do i = 1, n
      total_area = total_area + cs(i)%area()
    end do
  end function total_area
end module geometry

program type_bound_procs
  use geometry, only: circle, ring, vec, counter, describe, total_area
  implicit none
  type(circle) :: c, cs(3)
  type(ring) :: rg
  type(vec) :: p, q, w
  type(counter) :: k
  integer :: i
  real :: a

  c = circle(2.0, 1.0, 1.0)
  print *, 'area', c%area(), 'perimeter', c%perimeter()
  call c%move(0.5, -1.5)
  print *, 'moved', c%cx, c%cy
  print *, 'scaled', c%scaled(0.5), 'unit', c%unit_area()
  a = c%area() + 2.0 * c%perimeter() - c%scaled(3.0)
  print *, 'expr', a
  if (c%area() > 10.0) print *, 'big'
  do i = 1, 3
    cs(i) = circle(real(i), 0.0, 0.0)
  end do
  print *, 'elements', (cs(i)%area(), i = 1, 3)
  print *, 'total', total_area(cs, 3), max(cs(1)%area(), cs(3)%area())

  rg = ring(3.0, 0.0, 0.0, 1.0)
  print *, 'ring area', rg%area(), 'perimeter', rg%perimeter()
  call rg%move(2.0, 3.0)
  print *, 'ring moved', rg%cx, rg%cy, rg%circle%cx
  print *, 'ring as circle', rg%circle%area()
  call describe(c, 'circle')
  call describe(rg, 'ring  ')

  p%v = [1.0, 2.0, 3.0]
  q%v = [0.5, 0.5, 0.5]
  w = p + q
  print *, 'sum', w%v
  w = 4.0
  print *, 'assigned', w%v
  print *, 'get', p%get(2), p%get(2.0)
  print *, 'dot', p%dot(q), p%add(q)
  w = p%add(q) + q
  print *, 'chain', w%v

  call k%tick()
  call k%tick(5)
  call k%tick(by=10)
  print *, 'counter', k%value(), k%n
end program type_bound_procs
