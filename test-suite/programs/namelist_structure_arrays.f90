! NAMELIST output of arrays of derived type (each element's components, as gfortran names
! them: ARR(1)%I, M(2,1)%X) and of POINTER arrays.
program namelist_structure_arrays
  implicit none
  type t
    integer :: i
    real :: x(2)
    character(len=3) :: tag
  end type t
  type u
    logical :: on
    real(8) :: v
  end type u
  type(t) :: arr(2)
  type(u) :: m(2, 2)
  integer, pointer :: p(:)
  integer, target :: tg(5)
  integer :: i, j
  namelist /g/ arr, p
  namelist /h/ m
  arr(1) = t(1, [2.0, 3.0], 'one')
  arr(2) = t(7, [4.5, -5.0], 'two')
  tg = [(i * i, i = 1, 5)]
  p => tg(2:4)
  do j = 1, 2
    do i = 1, 2
      m(i, j) = u(i == j, i + 10d0 * j)
    end do
  end do
  write (*, nml=g)
  write (*, h)
  p => tg
  write (*, nml=g)
end program namelist_structure_arrays
