! Pointers and procedures: array pointers passed to explicit-shape, assumed-shape and
! POINTER dummies, module pointer variables, pointers to structures and to components.
module grid
  implicit none
  type point
    real(8) :: x, y
    integer :: id
  end type point
  real(8), pointer :: field(:, :) => null()
  integer, pointer :: counter
  type(point), target :: pts(3)
contains
  subroutine make_field(n, m)
    integer, intent(in) :: n, m
    integer :: i, j
    allocate(field(n, m))
    do j = 1, m
      do i = 1, n
        field(i, j) = i + 0.5d0 * j
      end do
    end do
  end subroutine make_field

  real(8) function total(v)
    real(8), intent(in) :: v(:)
    total = sum(v)
  end function total

  subroutine scale(v, f)
    real(8), intent(inout) :: v(:)
    real(8), intent(in) :: f
    v = v * f
  end subroutine scale

  subroutine point_at(p, t, lo, hi)
    real(8), pointer :: p(:)
    real(8), target :: t(:)
    integer, intent(in) :: lo, hi
    p => t(lo:hi)
  end subroutine point_at

  subroutine grow(p, n)
    integer, pointer :: p(:)
    integer, intent(in) :: n
    integer :: i
    if (associated(p)) deallocate(p)
    allocate(p(n))
    p = (/ (i * 3, i = 1, n) /)
  end subroutine grow
end module grid

subroutine fill(v, n)
  integer n
  real(8) v(n)
  integer i
  do i = 1, n
    v(i) = v(i) + 100 * i
  end do
end subroutine fill

program pointer_procs
  use grid
  implicit none
  real(8), pointer :: row(:), col(:), part(:)
  real(8), target :: buf(8)
  integer, pointer :: ip(:)
  integer, target :: k
  type(point), pointer :: pp
  real(8), pointer :: cx
  integer :: i
  call make_field(4, 3)
  print '(4f7.2)', field
  row => field(2, :)
  col => field(:, 3)
  print '(3f7.2)', row
  print *, total(row), total(col), size(field)
  call scale(row, 2d0)
  print '(4f7.2)', field
  call fill(row, 3)
  print '(4f7.2)', field
  buf = (/ (real(i, 8), i = 1, 8) /)
  call point_at(part, buf, 3, 6)
  print *, part, lbound(part, 1), ubound(part, 1)
  nullify(ip)
  call grow(ip, 4)
  print *, ip
  call grow(ip, 2)
  print *, ip, size(ip)
  k = 7
  counter => k
  counter = counter + 1
  print *, k
  pts(1) = point(1d0, 2d0, 10)
  pts(2) = point(3d0, 4d0, 20)
  pts(3) = point(5d0, 6d0, 30)
  pp => pts(2)
  pp%id = pp%id + 5
  print *, pp%x, pp%y, pp%id, pts(2)%id
  cx => pts(3)%y
  cx = -1
  print *, pts(3)
  deallocate(field)
  print *, associated(field)
end program pointer_procs
