! dvmh-test: c-files=lib/bind_c_side.c
! A Fortran program with C functions of its own: BIND(C) interfaces with arrays, VALUE
! scalars, C strings and a BIND(C) derived type as a struct pointer; C calls back the
! program's BIND(C) procedures (by NAME= and by their own name).
module cside
  use iso_c_binding
  implicit none
  type, bind(c) :: point
    integer(c_int) :: id
    real(c_double) :: x, y
  end type point
  interface
    real(c_double) function c_dot(a, b, n) bind(c)
      import :: c_double, c_int
      real(c_double), intent(in) :: a(*), b(*)
      integer(c_int), value :: n
    end function c_dot
    subroutine c_fill(a, n, start) bind(c, name='c_fill')
      import :: c_int
      integer(c_int), intent(out) :: a(*)
      integer(c_int), value :: n, start
    end subroutine c_fill
    integer(c_int) function vowels(s) bind(c, name='c_count_vowels')
      import :: c_char, c_int
      character(kind=c_char), intent(in) :: s(*)
    end function vowels
    real(c_double) function c_point_norm2(p) bind(c)
      import :: point, c_double
      type(point), intent(in) :: p
    end function c_point_norm2
    subroutine c_point_shift(p, dx) bind(c)
      import :: point, c_double
      type(point), intent(inout) :: p
      real(c_double), value :: dx
    end subroutine c_point_shift
    real(c_double) function c_apply(n, x) bind(c)
      import :: c_int, c_double
      integer(c_int), value :: n
      real(c_double), intent(inout) :: x(n)
    end function c_apply
    subroutine c_matrix(m, rows, cols) bind(c)
      import :: c_int, c_double
      integer(c_int), value :: rows, cols
      real(c_double), intent(out) :: m(rows, cols)
    end subroutine c_matrix
  end interface
end module cside

subroutine scale_by(n, x, f) bind(c, name='f_scale')
  use iso_c_binding
  implicit none
  integer(c_int), value :: n
  real(c_double), intent(inout) :: x(n)
  real(c_double), value :: f
  x = x * f
end subroutine scale_by

integer(c_int) function f_twice(k) bind(c)
  use iso_c_binding
  implicit none
  integer(c_int), value :: k
  f_twice = 2 * k
end function f_twice

program bind_c_mixed
  use cside
  implicit none
  real(c_double) :: a(6), b(6), m(3, 4)
  integer(c_int) :: v(8)
  type(point) :: p
  integer :: i
  a = [(real(i, c_double), i = 1, 6)]
  b = [(real(7 - i, c_double) / 2, i = 1, 6)]
  print '(a, f10.3)', 'dot ', c_dot(a, b, 6)
  print '(a, f10.3)', 'dot part ', c_dot(a(3), b(2), 3)
  call c_fill(v, size(v), 5)
  print *, 'fill', v
  print *, 'vowels', vowels('Fortran and C interoperate' // c_null_char)
  p = point(7, 3d0, 4d0)
  print '(a, f8.3)', 'norm2 ', c_point_norm2(p)
  call c_point_shift(p, 1.5d0)
  print '(a, i5, 2f8.3)', 'shifted', p%id, p%x, p%y
  print '(a, f10.3)', 'apply ', c_apply(6, a)
  print '(a, 6f7.2)', 'halved', a
  call c_matrix(m, 3, 4)
  print '(a, 4f6.1)', 'row 2', m(2, :)
  print '(a, f8.1)', 'sum', sum(m)
end program bind_c_mixed
