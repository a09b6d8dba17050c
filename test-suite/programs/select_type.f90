! SELECT TYPE (Fortran 2003) on CLASS dummies and CLASS pointers: TYPE IS, CLASS IS (the
! nearest ancestor's block wins, whatever the order of the blocks), CLASS DEFAULT, with and
! without an associate name; in a TYPE IS block the extension's components and bindings are
! reachable and can be written; a CLASS IS block dispatches on the dynamic type; labels and
! a GO TO inside blocks; a type defined in the main program reaches a module's CLASS IS.
module shapes
  implicit none
  type shape
    integer :: id = 0
  contains
    procedure :: area => shape_area
  end type shape

  type, extends(shape) :: circle
    real :: r = 1.0
  contains
    procedure :: area => circle_area
  end type circle

  type, extends(shape) :: rect
    real :: w = 1.0, h = 2.0
  contains
    procedure :: area => rect_area
  end type rect

  type, extends(rect) :: square
    integer :: tag = 7
  contains
    procedure :: area => square_area
  end type square

contains
  real function shape_area(self)
    class(shape), intent(in) :: self
    shape_area = 0.0
  end function shape_area

  real function circle_area(self)
    class(circle), intent(in) :: self
    circle_area = 3.0 * self%r * self%r
  end function circle_area

  real function rect_area(self)
    class(rect), intent(in) :: self
    rect_area = self%w * self%h
  end function rect_area

  real function square_area(self)
    class(square), intent(in) :: self
    square_area = self%w * self%w + real(self%tag) * 0.001
  end function square_area

  ! Without an associate name; CLASS IS blocks before the TYPE IS of an extension.
  subroutine describe(s)
    class(shape), intent(inout) :: s
    select type (s)
    class is (shape)
      print '(a, i3, f10.4)', 'some shape', s%id, s%area()
    class is (rect)
      print '(a, i3, 2f8.3, f10.4)', 'a rect-like', s%id, s%w, s%h, s%area()
    type is (circle)
      print '(a, i3, f8.3, f10.4)', 'circle', s%id, s%r, s%area()
      s%r = s%r + 1.0
    type is (square)
      print '(a, i3, f8.3, i4)', 'square', s%id, s%w, s%tag
      s%tag = s%tag + 1
    end select
  end subroutine describe

  ! With an associate name, CLASS DEFAULT, a label inside a block.
  integer function kind_of(s) result(k)
    class(shape), intent(in) :: s
    k = -1
    select type (x => s)
    type is (rect)
      k = 2
      if (x%w > 10.0) go to 10
      k = k + int(x%h)
10    continue
    type is (circle)
      k = 1
    class default
      k = 100 + x%id
    end select
  end function kind_of

  real function sum_radius(a, b)
    class(shape), intent(in) :: a, b
    sum_radius = 0.0
    select type (a)
    type is (circle)
      select type (b)
      type is (circle)
        sum_radius = a%r + b%r
      class default
        sum_radius = a%r
      end select
    end select
  end function sum_radius
end module shapes

program select_type_test
  use shapes
  implicit none
  type, extends(square) :: tile
    real :: glaze = 0.5
  end type tile
  type(shape), target :: s0
  type(circle), target :: c
  type(rect), target :: r
  type(square), target :: q
  type(tile), target :: t
  class(shape), pointer :: p
  integer :: i, total

  s0%id = 1
  c%id = 2
  c%r = 1.5
  r%id = 3
  r%w = 2.0
  r%h = 5.0
  q%id = 4
  q%w = 3.0
  t%id = 5
  t%w = 4.0
  t%glaze = 0.25
  call describe(s0)
  call describe(c)
  call describe(r)
  call describe(q)
  call describe(t)
  call describe(c)
  call describe(q)
  print '(a, f8.3, i4)', 'after', c%r, q%tag
  total = 0
  do i = 1, 5
    select case (i)
    case (1)
      p => s0
    case (2)
      p => c
    case (3)
      p => r
    case (4)
      p => q
    case default
      p => t
    end select
    print '(a, i2, i5)', 'kind', i, kind_of(p)
    total = total + kind_of(p)
    select type (p)
    type is (tile)
      print '(a, f8.3, f10.4)', 'tile via pointer', p%glaze, p%area()
      p%glaze = 2.0 * p%glaze
    class is (rect)
      print '(a, f10.4)', 'rect family via pointer', p%area()
    class default
      print '(a, i3)', 'other via pointer', p%id
    end select
  end do
  print '(a, i6, f8.3)', 'total', total, t%glaze
  print '(a, 2f8.3)', 'radii', sum_radius(c, c), sum_radius(c, r)
  print '(a, f8.3)', 'none', sum_radius(r, c)
end program select_type_test
