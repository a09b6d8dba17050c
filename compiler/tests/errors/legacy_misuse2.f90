! The newer Fortran forms real codes use, misused: WHERE inside FORALL whose mask does not
! conform, FORALL bodies with other statements, component WHERE with masks of another
! rank, internal files that are not contiguous sections, PASS(arg) naming no dummy.
module legacy_misuse2_types
  implicit none
  type column
    integer :: width = 3
    procedure(show), pointer, pass(missing) :: fmt => null()
! ERROR: the interface 'show' has no dummy argument 'missing' for PASS(missing)
  end type column
contains
  subroutine show(x, col)
    real, intent(in) :: x
    class(column), intent(in) :: col
    print *, x, col%width
  end subroutine show
end module legacy_misuse2_types

program legacy_misuse2
  use legacy_misuse2_types
  implicit none
  type grid
    logical :: mask(4, 4)
    real :: u(4)
  end type grid
  real :: a(4, 3), b(4, 2)
  character(len=8) :: lines(6), tab(3, 3)
  type(grid) :: g
  integer :: i

  a = 1.0
  b = 0.0
  forall (i = 1:4)
    where (a(i, :) > 0.0) b(i, :) = a(i, :)
! ERROR: array shapes do not conform: extent 2 and extent 3 in dimension 1
! ERROR: array shapes do not conform: extent 2 and extent 3 in dimension 1
  end forall
  forall (i = 1:4)
    b(i, 1) = 2.0
    print *, i
! ERROR: only assignments and WHERE constructs are supported in a FORALL construct
  end forall
  g%mask = .true.
  where (g%mask) g%u = 0.0
! ERROR: a WHERE mask of rank 2 does not conform to the target of rank 1
  write(lines(1:5:2), '(a)') 'x', 'y', 'z'
! ERROR: an internal file must be a section contiguous in array element order (whole leading dimensions, one range of step 1, then subscripts)
  read(tab(1, :), *) i
! ERROR: an internal file must be a section contiguous in array element order (whole leading dimensions, one range of step 1, then subscripts)
end program legacy_misuse2

subroutine use_column()
  use legacy_misuse2_types
  implicit none
  type(column) :: c
  c%fmt => show
  call c%fmt(1.0)
end subroutine use_column
