! BIND(C) interfaces to the C library (strlen, abs, labs, sqrt, pow, toupper, getpid), VALUE
! dummies passed as C passes them, CHARACTER arrays of C strings, BIND(C) module procedures
! called through their module and a BIND(C) derived type.
module cmath
  use iso_c_binding
  implicit none
  type, bind(c) :: pair
    integer(c_int) :: n
    real(c_double) :: v
  end type pair
  interface
    function c_strlen(s) bind(c, name='strlen')
      import :: c_char, c_size_t
      character(kind=c_char), intent(in) :: s(*)
      integer(c_size_t) :: c_strlen
    end function c_strlen
    integer(c_int) function c_abs(i) bind(c, name='abs')
      import :: c_int
      integer(c_int), value :: i
    end function c_abs
    function labs(i) bind(c)
      import :: c_long
      integer(c_long), value :: i
      integer(c_long) :: labs
    end function labs
    real(c_double) function c_sqrt(x) bind(c, name="sqrt")
      import :: c_double
      real(c_double), value :: x
    end function c_sqrt
    function c_pow(x, y) result(r) bind(c, name='pow')
      import :: c_double
      real(c_double), value :: x, y
      real(c_double) :: r
    end function c_pow
    function toupper(c) bind(c)
      import :: c_int
      integer(c_int), value :: c
      integer(c_int) :: toupper
    end function toupper
    function getpid() bind(c, name='getpid')
      import :: c_int
      integer(c_int) :: getpid
    end function getpid
  end interface
contains
  function scaled(p, f) bind(c, name='cmath_scaled') result(q)
    type(pair), intent(in) :: p
    real(c_double), value :: f
    real(c_double) :: q
    q = p%n * p%v * f
  end function scaled
  subroutine bump(p, k) bind(c)
    type(pair), intent(inout) :: p
    integer(c_int), value :: k
    p%n = p%n + k
    p%v = p%v * 2
  end subroutine bump
end module cmath

program bind_c_libc
  use cmath
  implicit none
  character(len=32) :: word
  integer :: i, total
  integer(c_long) :: big
  type(pair) :: p
  word = 'interoperability'
  print *, 'strlen', c_strlen(trim(word) // c_null_char)
  print *, 'strlen lit', c_strlen('abc' // c_null_char), c_strlen(c_null_char)
  total = 0
  do i = -3, 3
    total = total + c_abs(i * 7)
  end do
  print *, 'abs sum', total
  big = -12345678901_c_long
  print *, 'labs', labs(big), labs(5_c_long)
  print '(a, f12.8)', 'sqrt 2 ', c_sqrt(2d0)
  print '(a, f14.4)', 'pow ', c_pow(1.5d0, 10d0)
  print *, 'toupper ', achar(toupper(iachar('q'))), achar(toupper(iachar('Z')))
  print *, 'pid positive', getpid() > 0
  p = pair(3, 1.25d0)
  print *, 'scaled', scaled(p, 4d0)
  call bump(p, 7)
  print *, 'bumped', p%n, p%v
  print *, 'sizes', c_sizeof_pair(p)
contains
  integer function c_sizeof_pair(q)
    type(pair), intent(in) :: q
    c_sizeof_pair = storage_size(q) / 8
  end function c_sizeof_pair
end program bind_c_libc
