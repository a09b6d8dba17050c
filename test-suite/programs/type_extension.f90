! Type extension (Fortran 2003): `TYPE, EXTENDS(parent)` laid out as gfortran lays it out (the
! parent part first, a component named after the parent type), inherited components by
! their own names and through the parent component (`c%x`, `c%point%x`), two levels of
! extension, structure constructors (positional over all components, by keyword, the parent
! part by its name), default values inherited, intrinsic assignment, whole-structure I/O,
! arrays of extended types, components of array elements, a TYPE(parent) actual argument
! taking the parent part, and extended types from a module.
module shapes_ext
  implicit none
  type point
    real :: x = 0.0, y = 0.0
  end type point
  type, extends(point) :: point3
    real :: z = -1.0
  end type point3
  type, extends(point3) :: tagged
    integer :: tag = 7
    character(len=4) :: label = 'none'
  end type tagged
contains
  real function norm1(p)
    type(point), intent(in) :: p
    norm1 = abs(p%x) + abs(p%y)
  end function norm1

  subroutine shift(p, dx)
    type(point), intent(inout) :: p
    real, intent(in) :: dx
    p%x = p%x + dx
    p%y = p%y - dx
  end subroutine shift
end module shapes_ext

program type_extension
  use shapes_ext
  implicit none
  type(point3) :: a, b
  type(tagged) :: t, u
  type(tagged) :: arr(4)
  type(point3), allocatable :: dyn(:)
  integer :: i
  real :: s

  a = point3(1.0, 2.0, 3.0)
  print *, 'a', a%x, a%y, a%z
  print *, 'parent', a%point%x, a%point%y
  b = point3(z=9.0, x=4.0, y=5.0)
  print *, 'b', b
  b%point = point(-1.0, -2.0)
  print *, 'b2', b
  t = tagged(1.5, 2.5, 3.5, 11, 'abcd')
  print *, 't', t
  print *, 't parts', t%point3%z, t%point3%point%x, t%tag, t%label
  u = tagged(tag=3)
  print *, 'u default', u
  u = tagged(point3=a, label='xy')
  print *, 'u parent', u
  u = t
  u%x = 100.0
  print *, 'copy', t%x, u%x, u%point3%point%x
  do i = 1, 4
    arr(i) = tagged(real(i), real(2 * i), real(3 * i), i * 10, 'e')
  end do
  arr(2)%z = -5.0
  arr(3)%point3%y = 0.5
  s = 0.0
  do i = 1, 4
    s = s + arr(i)%x + arr(i)%y * arr(i)%z + arr(i)%tag
  end do
  print *, 'sum', s
  print *, 'arr3', arr(3)
  print *, 'norm1', norm1(a%point), norm1(t%point3%point)
  call shift(t%point3%point, 0.25)
  print *, 'shifted', t%x, t%y
  allocate (dyn(3))
  print *, 'dyn default', dyn(2)
  dyn(1) = a
  dyn(3)%x = 8.0
  print *, 'dyn', dyn(1)%x + dyn(3)%x, dyn(3)%point%x
  if (t%tag == 11 .and. t%label == 'abcd') print *, 'ok'
end program type_extension
