! ABSTRACT types and DEFERRED bindings (Fortran 2003): an abstract integrator with two
! concrete schemes and an abstract shape with two concrete shapes and an abstract middle
! type; the DEFERRED bindings' ABSTRACT INTERFACEs (IMPORT of the module's type and kind
! constant), dispatch through CLASS dummies, pointers and allocatables, an inherited
! concrete binding calling a deferred one, SELECT TYPE over the concrete types.
module integrators
  implicit none
  integer, parameter :: dp = kind(1.0d0)

  type, abstract :: integrator
    real(dp) :: h = 0.1_dp
    integer :: steps = 0
  contains
    procedure(step_iface), deferred :: step
    procedure(name_iface), deferred, pass(self) :: name
    procedure :: run => integrator_run
  end type integrator

  abstract interface
    subroutine step_iface(self, t, y)
      import :: integrator, dp
      class(integrator), intent(inout) :: self
      real(dp), intent(in) :: t
      real(dp), intent(inout) :: y
    end subroutine step_iface
    function name_iface(self) result(s)
      import
      class(integrator), intent(in) :: self
      character(len=8) :: s
    end function name_iface
  end interface

  type, extends(integrator) :: euler
  contains
    procedure :: step => euler_step
    procedure :: name => euler_name
  end type euler

  type, extends(integrator) :: rk2
    integer :: evals = 0
  contains
    procedure :: step => rk2_step
    procedure :: name => rk2_name
  end type rk2

contains
  real(dp) function f(t, y)
    real(dp), intent(in) :: t, y
    f = -2.0_dp * y + t
  end function f

  subroutine euler_step(self, t, y)
    class(euler), intent(inout) :: self
    real(dp), intent(in) :: t
    real(dp), intent(inout) :: y
    y = y + self%h * f(t, y)
    self%steps = self%steps + 1
  end subroutine euler_step

  subroutine rk2_step(self, t, y)
    class(rk2), intent(inout) :: self
    real(dp), intent(in) :: t
    real(dp), intent(inout) :: y
    real(dp) :: k1, k2
    k1 = f(t, y)
    k2 = f(t + self%h, y + self%h * k1)
    y = y + 0.5_dp * self%h * (k1 + k2)
    self%steps = self%steps + 1
    self%evals = self%evals + 2
  end subroutine rk2_step

  function euler_name(self) result(s)
    class(euler), intent(in) :: self
    character(len=8) :: s
    s = 'euler'
  end function euler_name

  function rk2_name(self) result(s)
    class(rk2), intent(in) :: self
    character(len=8) :: s
    s = 'rk2'
  end function rk2_name

  ! A concrete binding of the abstract type: its deferred calls dispatch.
  subroutine integrator_run(self, n, y)
    class(integrator), intent(inout) :: self
    integer, intent(in) :: n
    real(dp), intent(inout) :: y
    integer :: i
    do i = 1, n
      call self%step((i - 1) * self%h, y)
    end do
  end subroutine integrator_run
end module integrators

module shapes
  implicit none
  type, abstract :: shape
    character(len=6) :: tag = 'shape'
  contains
    procedure(area_iface), deferred :: area
    procedure(area_iface), deferred :: perimeter
    procedure :: describe
  end type shape

  abstract interface
    real function area_iface(s)
      import :: shape
      class(shape), intent(in) :: s
    end function area_iface
  end interface

  type, extends(shape) :: circle
    real :: r = 1.0
  contains
    procedure :: area => circle_area
    procedure :: perimeter => circle_perimeter
  end type circle

  ! Still abstract: overrides one of the two deferred bindings.
  type, abstract, extends(shape) :: polygon
    integer :: sides = 0
  contains
    procedure :: perimeter => polygon_perimeter
  end type polygon

  type, extends(polygon) :: square
    real :: a = 2.0
  contains
    procedure :: area => square_area
  end type square

contains
  real function circle_area(s)
    class(circle), intent(in) :: s
    circle_area = 3.14159 * s%r**2
  end function circle_area

  real function circle_perimeter(s)
    class(circle), intent(in) :: s
    circle_perimeter = 2.0 * 3.14159 * s%r
  end function circle_perimeter

  real function polygon_perimeter(s)
    class(polygon), intent(in) :: s
    select type (s)
    type is (square)
      polygon_perimeter = s%sides * s%a
    class default
      polygon_perimeter = -1.0
    end select
  end function polygon_perimeter

  real function square_area(s)
    class(square), intent(in) :: s
    square_area = s%a**2
  end function square_area

  subroutine describe(s)
    class(shape), intent(in) :: s
    print '(a, a, 2f10.4)', 'shape ', s%tag, s%area(), s%perimeter()
  end subroutine describe

  real function total_area(a, b)
    class(shape), intent(in) :: a, b
    total_area = a%area() + b%area()
  end function total_area
end module shapes

program abstract_types
  use integrators
  use shapes
  implicit none
  type(euler), target :: e
  type(rk2), target :: r
  class(integrator), pointer :: p
  class(integrator), allocatable :: q
  class(shape), allocatable :: s
  type(circle) :: c
  type(square) :: sq
  real(dp) :: y
  integer :: k

  y = 1.0_dp
  call e%run(10, y)
  print '(a, f14.10, i4)', 'euler ', y, e%steps
  y = 1.0_dp
  call r%run(10, y)
  print '(a, f14.10, 2i4)', 'rk2   ', y, r%steps, r%evals

  do k = 1, 2
    if (k == 1) then
      p => e
    else
      p => r
    end if
    p%h = 0.05_dp
    y = 1.0_dp
    call p%run(20, y)
    print '(a, a, f14.10, i4)', 'via pointer ', p%name(), y, p%steps
  end do

  allocate(rk2 :: q)
  y = 2.0_dp
  call q%step(0.0_dp, y)
  call q%step(q%h, y)
  print '(a, a, f14.10)', 'allocatable ', trim(q%name()), y
  select type (q)
  type is (rk2)
    print *, 'rk2 evals', q%evals
  class default
    print *, 'not rk2'
  end select
  deallocate(q)
  allocate(euler :: q)
  y = 2.0_dp
  call q%run(3, y)
  print '(a, a, f14.10)', 'allocatable ', trim(q%name()), y

  c%r = 1.5
  sq%sides = 4
  sq%a = 3.0
  call c%describe()
  call sq%describe()
  print '(a, f10.4)', 'total ', total_area(c, sq)
  allocate(square :: s)
  call s%describe()
  print '(a, f10.4, l2, l2)', 'square area ', s%area(), same_type_as(s, sq), extends_type_of(s, c)
  deallocate(s)
  allocate(s, source=c)
  call s%describe()
  print '(a, f10.4)', 'circle perimeter ', s%perimeter()
end program abstract_types
