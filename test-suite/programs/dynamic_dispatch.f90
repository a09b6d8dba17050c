! Dynamic dispatch of type-bound procedures (Fortran 2003) through CLASS(t) dummies: a
! shapes hierarchy (shape -> circle, rectangle -> square, square in a second module that
! the first does not know), `s%area()` and `call s%draw()` dispatched on the dynamic type
! inside procedures of the base module, a binding that calls another binding of its own
! object (`self%area()` in `describe`), the tag passed on from CLASS dummy to CLASS dummy,
! overrides two levels deep, a binding inherited but not overridden, calls through the
! parent binding (`call s%rectangle%draw()`), NOPASS and PASS(arg) bindings, an abstract
! integrator-like pattern with two concrete schemes, and a visitor.
module shapes
  implicit none
  type shape
    integer :: id = 0
  contains
    procedure :: area => shape_area
    procedure :: draw => shape_draw
    procedure :: describe
    procedure, nopass :: kind_name
    procedure, pass(s) :: scaled_area
  end type shape

  type, extends(shape) :: circle
    real :: r = 1.0
  contains
    procedure :: area => circle_area
    procedure :: draw => circle_draw
  end type circle

  type, extends(shape) :: rectangle
    real :: w = 1.0, h = 1.0
  contains
    procedure :: area => rectangle_area
    procedure :: draw => rectangle_draw
  end type rectangle

contains
  real function shape_area(self)
    class(shape), intent(in) :: self
    shape_area = 0.0
  end function shape_area

  subroutine shape_draw(self)
    class(shape), intent(in) :: self
    print '(a, i3)', 'shape', self%id
  end subroutine shape_draw

  ! Calls other bindings of its own object: dispatched on the dynamic type.
  subroutine describe(self, label)
    class(shape), intent(in) :: self
    character(len=*), intent(in) :: label
    print '(a, a, i3, f10.4)', label, ': id, area', self%id, self%area()
    call self%draw()
  end subroutine describe

  character(len=8) function kind_name()
    kind_name = 'shapes'
  end function kind_name

  real function scaled_area(k, s)
    real, intent(in) :: k
    class(shape), intent(in) :: s
    scaled_area = k * s%area()
  end function scaled_area

  real function circle_area(self)
    class(circle), intent(in) :: self
    circle_area = 3.14159 * self%r**2
  end function circle_area

  subroutine circle_draw(self)
    class(circle), intent(in) :: self
    print '(a, i3, f8.3)', 'circle', self%id, self%r
  end subroutine circle_draw

  real function rectangle_area(self)
    class(rectangle), intent(in) :: self
    rectangle_area = self%w * self%h
  end function rectangle_area

  subroutine rectangle_draw(self)
    class(rectangle), intent(in) :: self
    print '(a, i3, 2f8.3)', 'rectangle', self%id, self%w, self%h
  end subroutine rectangle_draw

  ! Passes its CLASS dummy on: the callee sees the same dynamic type.
  real function total(s, times)
    class(shape), intent(in) :: s
    integer, intent(in) :: times
    integer :: i
    total = 0.0
    do i = 1, times
      total = total + s%area()
    end do
    call s%describe('total')
  end function total
end module shapes

module squares
  use shapes
  implicit none
  type, extends(rectangle) :: square
  contains
    procedure :: area => square_area
    procedure :: draw => square_draw
  end type square
contains
  real function square_area(self)
    class(square), intent(in) :: self
    square_area = self%w * self%w
  end function square_area

  subroutine square_draw(self)
    class(square), intent(in) :: self
    print '(a, i3, f8.3)', 'square', self%id, self%w
    ! The parent's binding, statically.
    call self%rectangle%draw()
  end subroutine square_draw
end module squares

module schemes
  implicit none
  ! An integrator whose step each scheme overrides; `integrate` is written once.
  type integrator
    real(8) :: h = 0.1d0
  contains
    procedure :: step => euler_step
    procedure :: integrate
  end type integrator

  type, extends(integrator) :: midpoint
  contains
    procedure :: step => midpoint_step
  end type midpoint

  type, extends(integrator) :: rk4
  contains
    procedure :: step => rk4_step
  end type rk4

contains
  real(8) function f(t, y)
    real(8), intent(in) :: t, y
    f = -2.0d0 * t * y
  end function f

  subroutine euler_step(self, t, y)
    class(integrator), intent(in) :: self
    real(8), intent(inout) :: t, y
    y = y + self%h * f(t, y)
    t = t + self%h
  end subroutine euler_step

  subroutine midpoint_step(self, t, y)
    class(midpoint), intent(in) :: self
    real(8), intent(inout) :: t, y
    real(8) :: k1
    k1 = f(t, y)
    y = y + self%h * f(t + self%h / 2, y + self%h / 2 * k1)
    t = t + self%h
  end subroutine midpoint_step

  subroutine rk4_step(self, t, y)
    class(rk4), intent(in) :: self
    real(8), intent(inout) :: t, y
    real(8) :: k1, k2, k3, k4, h
    h = self%h
    k1 = f(t, y)
    k2 = f(t + h / 2, y + h / 2 * k1)
    k3 = f(t + h / 2, y + h / 2 * k2)
    k4 = f(t + h, y + h * k3)
    y = y + h / 6 * (k1 + 2 * k2 + 2 * k3 + k4)
    t = t + h
  end subroutine rk4_step

  real(8) function integrate(self, n)
    class(integrator), intent(in) :: self
    integer, intent(in) :: n
    real(8) :: t, y
    integer :: i
    t = 0.0d0
    y = 1.0d0
    do i = 1, n
      call self%step(t, y)
    end do
    integrate = y
  end function integrate
end module schemes

module visitors
  use shapes
  use squares
  implicit none
  ! A visitor: accumulates what each shape it visits reports.
  type area_visitor
    real :: sum = 0.0
    integer :: count = 0
  contains
    procedure :: visit
  end type area_visitor
contains
  subroutine visit(self, s)
    class(area_visitor), intent(inout) :: self
    class(shape), intent(in) :: s
    self%sum = self%sum + s%area()
    self%count = self%count + 1
  end subroutine visit
end module visitors

program dynamic_dispatch
  use shapes
  use squares
  use schemes
  use visitors
  implicit none
  type(shape) :: s0
  type(circle) :: c
  type(rectangle) :: r
  type(square) :: q
  type(integrator) :: e
  type(midpoint) :: m
  type(rk4) :: k
  type(area_visitor) :: v
  real :: t(4)

  s0%id = 1
  c%id = 2
  c%r = 2.0
  r%id = 3
  r%w = 2.0
  r%h = 3.0
  q%id = 4
  q%w = 1.5
  q%h = 99.0

  call s0%describe('shape ')
  call c%describe('circle')
  call r%describe('rect  ')
  call q%describe('square')
  ! `total` prints: not inside an output statement (no recursive I/O).
  t(1) = total(s0, 2)
  t(2) = total(c, 2)
  t(3) = total(r, 3)
  t(4) = total(q, 4)
  print '(a, 4f10.4)', 'totals', t
  print '(a, 4f10.4)', 'scaled', s0%scaled_area(2.0), c%scaled_area(2.0), &
    r%scaled_area(0.5), q%scaled_area(10.0)
  print '(2a)', 'kind ', q%kind_name()
  print '(a, 2f10.4)', 'static', c%area(), q%rectangle%area()

  call v%visit(s0)
  call v%visit(c)
  call v%visit(r)
  call v%visit(q)
  print '(a, f10.4, i3)', 'visitor', v%sum, v%count

  m%h = 0.05d0
  k%h = 0.2d0
  print '(a, 3f14.10)', 'integrate', e%integrate(10), m%integrate(20), k%integrate(5)
  print '(a, f14.10)', 'exact    ', exp(-1.0d0)
end program dynamic_dispatch
