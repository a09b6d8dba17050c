! Components of arrays of structures read as a whole (`READ *, s%x`, also from a file and in
! an implied DO `(s(i)%y, i = 1, n)`) and passed to FUNCTIONs (copied in before the
! statement, and back after it; also sections with strides), structure constructors with NULL() for pointer components
! (and pointer components left out), nested structures with array components
! (`g%rows(j)%v(i)`).
module aos_read_mod
  implicit none
  type pt
    real :: x
    integer :: y
    integer, pointer :: link => null()
  end type pt
  type row
    real(8) :: v(4)
    integer :: id = -1
  end type row
  type grid
    type(row) :: rows(3)
    character(len=5) :: name = 'grid0'
  end type grid
contains
  real function total(a, n)
    integer, intent(in) :: n
    real, intent(in) :: a(n)
    total = sum(a)
  end function total

  integer function bump(a)
    integer, intent(inout) :: a(:)
    a = a + 1
    bump = size(a)
  end function bump
end module aos_read_mod

program aos_read_args
  use aos_read_mod
  implicit none
  type(pt) :: s(4), q
  type(grid) :: g, g2
  integer, target :: tgt
  integer :: i, j, n, u
  real :: r8(8)

  u = 21
  open(unit=u, file='aos_read_args.tmp', status='replace')
  write(u, *) 1.5, 2.5, 3.5, 4.5
  write(u, *) 10, 20, 30, 40
  close(u)
  u = 21
  open(unit=u, file='aos_read_args.tmp', status='old')
  read(u, *) s%x
  n = 4
  read(u, *) (s(i)%y, i = 1, n)
  close(u, status='delete')
  print *, 'x:', s%x
  print *, 'y:', s%y

  print *, 'total:', total(s%x, 4), total(s(2:4)%x, 3)
  do i = 1, 8
    r8(i) = i * 0.25
  end do
  print *, 'strided:', total(r8(1:7:2), 4), total(r8(8:2:-3), 3)
  n = bump(s%y)
  n = n + 10 * bump(s(1:3:2)%y)
  print *, 'bumped:', n, s%y

  q = pt(7.0, 8, null())
  print *, 'null:', q%x, q%y, associated(q%link)
  tgt = 42
  q%link => tgt
  print *, 'linked:', associated(q%link), q%link
  q = pt(1.0, 2)
  print *, 'omitted:', associated(q%link), q%x

  do j = 1, 3
    g%rows(j)%id = j
    do i = 1, 4
      g%rows(j)%v(i) = 10 * j + i
    end do
  end do
  g2 = g
  g2%rows(2)%v(3) = -1d0
  print *, 'nested:', g%rows(2)%v(3), g2%rows(2)%v, g2%rows(3)%id, g2%name
  print *, 'sum:', sum(g%rows(3)%v), g%rows(1)%v(2:4)
end program aos_read_args
