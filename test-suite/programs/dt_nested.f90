! Nested derived types: components of derived type, arrays of structures as components,
! references to any depth, default values through the levels, whole-structure copies of
! inner parts.
program dt_nested
  implicit none
  type cell
    integer :: id = -1
    real :: w(2) = (/ 0.5, 0.25 /)
  end type cell
  type row
    type(cell) :: cells(4)
    integer :: n = 0
  end type row
  type table
    character(len=5) :: title
    type(row) :: rows(3)
  end type table
  type(table) :: t, u
  integer :: i, j
  t%title = 'grid'
  do i = 1, 3
    do j = 1, 4
      t%rows(i)%cells(j)%id = 10 * i + j
      t%rows(i)%cells(j)%w(1) = t%rows(i)%cells(j)%w(1) * i
      t%rows(i)%n = t%rows(i)%n + j
    end do
  end do
  print *, t%title, t%rows(2)%n, t%rows(3)%cells(4)%id, t%rows(3)%cells(4)%w
  u = t
  u%rows(1) = t%rows(3)
  u%rows(2)%cells(1) = cell(99, (/ 1.0, 2.0 /))
  u%rows(2)%cells(2)%w = 7
  do i = 1, 3
    print *, (u%rows(i)%cells(j)%id, j = 1, 4), u%rows(i)%n
  end do
  print *, u%rows(2)%cells(1), u%rows(2)%cells(2)
  print *, t%rows(1)
end program dt_nested
