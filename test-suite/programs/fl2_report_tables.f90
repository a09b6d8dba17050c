! A report generator as legacy-to-modern codes write one: a block of lines formatted into
! a section of a CHARACTER array (internal file sections, read back from a column of a
! table), counters in BIND(C) module variables with initial values, a procedure-pointer
! component and a type-bound procedure whose passed object is not the first dummy
! (PASS(arg)), and a PROCEDURE() pointer with an implicit interface.
module fl2_report
  use iso_c_binding, only: c_int, c_double
  implicit none
  integer(c_int), bind(c) :: fl2_lines_written = 5
  real(c_double), bind(c, name='fl2_scale') :: scale = 2.5d0

  type column
    integer :: width = 3
    real :: factor = 1.0
    procedure(format_value), pointer, pass(col) :: fmt => null()
  contains
    procedure, pass(self) :: padded
  end type column
contains
  ! The object is the second dummy: PASS(col).
  function format_value(x, col) result(s)
    real, intent(in) :: x
    class(column), intent(in) :: col
    character(len=12) :: s
    write(s, '(f12.3)') x * col%factor
  end function format_value

  function padded(k, self) result(n)
    integer, intent(in) :: k
    class(column), intent(in) :: self
    integer :: n
    n = k * self%width + 1
  end function padded
end module fl2_report

program fl2_report_tables
  use fl2_report
  implicit none
  character(len=16) :: lines(6)
  character(len=8) :: tab(4, 3)
  character(len=8), allocatable :: cells(:, :)
  integer :: vals(4), i, more(2, 2)
  real :: r(3)
  type(column) :: col
  procedure(), pointer :: hook
  external report_hook, report_twice

  print '(a, i4, f8.3)', 'initial counters', fl2_lines_written, scale
  lines = repeat('-', 16)
  write(lines(2:4), '(a, i3)') 'alpha', 1, 'beta', 22, 'gamma', 333
  fl2_lines_written = fl2_lines_written + 3
  do i = 1, 6
    print '(3a)', '[', lines(i), ']'
  end do

  ! A table filled column by column, then a column read back as numbers.
  tab = ' '
  write(tab(:, 1), '(i8)') (10 * i + 1, i = 1, 4)
  write(tab(:, 2), '(f8.2)') (0.25 * real(i), i = 1, 4)
  tab(:, 3) = ['x', 'y', 'z', 'w']
  read(tab(:, 1), *) vals
  read(tab(2:4, 2), *) r
  print '(4i6, 3f8.3)', vals, r
  print '(4a)', tab(:, 3)

  ! An allocatable table, a rectangular piece of whole columns.
  allocate(cells(2, 3))
  write(cells(:, 2:3), '(i8)') 7, 8, 9, 10
  read(cells(:, 2:3), *) more
  print '(4i4)', more
  fl2_lines_written = fl2_lines_written + size(cells)

  col%factor = real(scale)
  col%fmt => format_value
  print '(2a)', 'formatted:', col%fmt(3.25)
  print '(a, 2i5)', 'padded:', col%padded(4), col%padded(k=2)

  hook => report_hook
  call hook(fl2_lines_written)
  hook => report_twice
  call hook(fl2_lines_written)
  print '(a, i4)', 'final counter', fl2_lines_written
end program fl2_report_tables

subroutine report_hook(n)
  integer n
  print '(a, i5)', 'hook sees', n
end subroutine report_hook

subroutine report_twice(n)
  integer n
  print '(a, i5)', 'twice', 2 * n
end subroutine report_twice
