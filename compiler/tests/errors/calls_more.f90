! Calls between the units of one file: argument counts, kinds and ranks, function result
! types, INTENT, module and internal procedures, and interface blocks.
module geom
  implicit none
contains
  real(8) function area(w, h)
    real(8), intent(in) :: w, h
    area = w * h
  end function area

  subroutine grow(x, by)
    real(8), intent(inout) :: x
    real(8), intent(in) :: by
    x = x + by
  end subroutine grow
end module geom

program calls_more
  use geom
  implicit none
  interface
    subroutine ext_fill(v, n)
      integer, intent(in) :: n
      real(8), intent(out) :: v(n)
    end subroutine ext_fill
  end interface
  real(8) :: d, e(5)
  real :: s
  integer :: i, k(3)
  integer(8) :: big
  logical :: flag
  character(len=4) :: c
  logical :: is_odd
  integer :: twice
  real :: twice8
  d = area(1.0d0)        ! ERROR: 'area' takes 2 arguments but 1 is given (FUNCTION AREA at line 6)
  d = area(1.0d0, 2.0d0, 3.0d0)  ! ERROR: 'area' takes 2 arguments but 3 are given (FUNCTION AREA at line 6)
  d = area(1.0, 2.0d0)   ! ERROR: argument 1 of 'area' is REAL(4), but its dummy 'w' is REAL(8) (FUNCTION AREA at line 6)
  d = area(e, 2.0d0)     ! ERROR: argument 1 of 'area' is an array, but its dummy 'w' is a scalar (FUNCTION AREA at line 6)
  call grow(d)           ! ERROR: 'grow' takes 2 arguments but 1 is given (SUBROUTINE GROW at line 11)
  call grow(d, 1)        ! ERROR: argument 2 of 'grow' is INTEGER(4), but its dummy 'by' is REAL(8) (SUBROUTINE GROW at line 11)
  call grow(s, 1.0d0)    ! ERROR: argument 1 of 'grow' is REAL(4), but its dummy 'x' is REAL(8) (SUBROUTINE GROW at line 11)
  call ext_fill(e, 5)
  call ext_fill(e)       ! ERROR: 'ext_fill' takes 2 arguments but 1 is given (SUBROUTINE EXT_FILL at line 22)
  call ext_fill(d, 5)    ! ERROR: argument 1 of 'ext_fill' is a scalar, but its dummy 'v' is an array (SUBROUTINE EXT_FILL at line 22)
  call ext_fill(e, 5.0)  ! ERROR: argument 2 of 'ext_fill' is REAL(4), but its dummy 'n' is INTEGER(4) (SUBROUTINE EXT_FILL at line 22)
  call scale8(big)
  call scale8(i)         ! ERROR: argument 1 of 'scale8' is INTEGER(4), but its dummy 'm' is INTEGER(8) (SUBROUTINE SCALE8 at line 83)
  call scale8(k)         ! ERROR: argument 1 of 'scale8' is INTEGER(4), but its dummy 'm' is INTEGER(8) (SUBROUTINE SCALE8 at line 83)
  call named(c)
  call named(i)          ! ERROR: argument 1 of 'named' is INTEGER(4), but its dummy 's' is CHARACTER (SUBROUTINE NAMED at line 88)
  call named(flag)       ! ERROR: argument 1 of 'named' is LOGICAL(4), but its dummy 's' is CHARACTER (SUBROUTINE NAMED at line 88)
  flag = is_odd(i)
  flag = is_odd(big)     ! ERROR: argument 1 of 'is_odd' is INTEGER(8), but its dummy 'n' is INTEGER(4) (FUNCTION IS_ODD at line 93)
  i = is_odd(3)          ! ERROR: cannot convert LOGICAL(4) to INTEGER(4) in the assignment to 'i'
  call helper(1, 2)
  call helper(1)         ! ERROR: 'helper' takes 2 arguments but 1 is given (SUBROUTINE HELPER at line 68)
  i = twice(2.5)         ! ERROR: argument 1 of 'twice' is REAL(4), but its dummy 'n' is INTEGER(4) (FUNCTION TWICE at line 98)
  s = twice(2)
  d = twice8(2)          ! ERROR: 'twice8' is used here as a REAL(4) function, but returns REAL(8) (FUNCTION TWICE8 at line 108)
  call twice(3)          ! ERROR: 'twice' is used both as a subroutine and as a function
  call area(1.0d0, 2.0d0)  ! ERROR: 'area' is used both as a subroutine and as a function
  d = grow(d, d)         ! ERROR: 'grow' is used both as a subroutine and as a function
  call vec3(k)
  call vec3(k(2))
  call vec3(i)           ! ERROR: argument 1 of 'vec3' is a scalar, but its dummy 'v' is an array (SUBROUTINE VEC3 at line 103)
contains
  subroutine helper(a, b)
    integer, intent(in) :: a, b
    print *, a + b
  end subroutine helper
end program calls_more

subroutine ext_fill(v, n)
  integer, intent(in) :: n
  real(8), intent(out) :: v(n)
  integer :: i
  do i = 1, n
    v(i) = i
  end do
end subroutine ext_fill

subroutine scale8(m)
  integer(8) :: m
  m = m * 2
end subroutine scale8

subroutine named(s)
  character(len=*) :: s
  s = 'x'
end subroutine named

logical function is_odd(n)
  integer, intent(in) :: n
  is_odd = mod(n, 2) == 1
end function is_odd

integer function twice(n)
  integer :: n
  twice = 2 * n
end function twice

subroutine vec3(v)
  integer, intent(out) :: v(3)
  v(1) = 0
end subroutine vec3

real(8) function twice8(n)
  integer :: n
  twice8 = 2 * n
end function twice8
