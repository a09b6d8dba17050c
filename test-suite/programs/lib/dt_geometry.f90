! A module of derived types for dt_lib_types.f90: points, boxes made of points, and
! procedures on them.
module dt_geometry
  implicit none
  type point2
    real(8) :: x = 0, y = 0
  end type point2
  type box
    type(point2) :: lo, hi
    integer :: nhits = 0
  end type box
  type(box), save :: world
contains
  subroutine set_box(b, x0, y0, x1, y1)
    type(box), intent(inout) :: b
    real(8), intent(in) :: x0, y0, x1, y1
    b%lo = point2(x0, y0)
    b%hi%x = x1
    b%hi%y = y1
  end subroutine set_box
  logical function inside(b, p)
    type(box), intent(in) :: b
    type(point2), intent(in) :: p
    inside = p%x >= b%lo%x .and. p%x <= b%hi%x .and. p%y >= b%lo%y .and. p%y <= b%hi%y
  end function inside
  real(8) function area(b)
    type(box), intent(in) :: b
    area = (b%hi%x - b%lo%x) * (b%hi%y - b%lo%y)
  end function area
end module dt_geometry
