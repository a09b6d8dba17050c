! Assumed-shape dummies: what is diagnosed.
module shp
  implicit none
contains
  subroutine take1(a)
    real, intent(inout) :: a(:)
    a = 0
  end subroutine take1

  subroutine take2(b)
    real, intent(inout) :: b(:, :)
    b = 0
  end subroutine take2
end module shp

subroutine ext(a)
  real a(:)
  a = 1
end subroutine ext

subroutine sized(z, n)
  use shp
  integer n
  real z(n, *)
  call take2(z)  ! ERROR: the assumed-size array 'z' cannot be passed to an assumed-shape dummy without an upper bound in its last dimension
end subroutine sized

program p
  use shp
  implicit none
  real x(10), m(3, 3), s
  call take1(x)
  call take1(m)  ! ERROR: argument 1 of 'take1' has rank 2, but its assumed-shape dummy 'a' has rank 1
  call take1(m(1, :))
  call take1(s)  ! ERROR: argument 1 of 'take1' is a scalar, but its dummy 'a' is an assumed-shape array
  call take1(x(1:10:0))  ! ERROR: the stride of a section must not be zero
  call take2(m(:, 2))  ! ERROR: argument 1 of 'take2' has rank 1, but its assumed-shape dummy 'b' has rank 2
  call ext(x)  ! ERROR: 'ext' has the assumed-shape dummy argument 'a': calling it needs an explicit interface (make it a module procedure or an internal procedure, or declare it in an INTERFACE block) (SUBROUTINE EXT at line 16)
end program p

! Generic interfaces: what is diagnosed.
module gen
  implicit none
  interface pick
    module procedure pick_i, pick_r
  end interface pick
  interface dup
    module procedure dup_a, dup_b
  end interface dup
  interface bad
    module procedure nothing  ! ERROR: 'nothing' is not a procedure with an explicit interface here (a module procedure, an internal procedure or an interface body), so it cannot be a specific procedure of the generic 'bad'
  end interface bad
contains
  subroutine pick_i(i)
    integer, intent(in) :: i
  end subroutine pick_i
  subroutine pick_r(r)
    real, intent(in) :: r(:)
  end subroutine pick_r
  subroutine dup_a(x)
    real, intent(in) :: x
  end subroutine dup_a
  subroutine dup_b(y)
    real, intent(in) :: y
  end subroutine dup_b
end module gen

subroutine use_gen(v)
  use gen
  implicit none
  real v(4), w
  double precision d
  call pick(3)
  call pick(v)
  call pick(d)  ! ERROR: no specific procedure of the generic 'pick' takes these arguments (REAL(8))
  call pick(v(1))  ! ERROR: no specific procedure of the generic 'pick' takes these arguments (REAL(4))
  call pick(i=3, j=4)  ! ERROR: no specific procedure of the generic 'pick' takes these arguments (INTEGER(4), INTEGER(4))
  call dup(w)  ! ERROR: the call of the generic 'dup' fits more than one of its specific procedures ('dup_a' and 'dup_b')
  call dup(y=w)
end subroutine use_gen

module fpass
contains
  subroutine host(a)
    real, intent(inout) :: a(:)
    real s
    if (first(a) > 0) s = 1
    if (first(a(2:)) > 0) s = 2
  end subroutine host
  real function first(x)
    real x(*)
    first = x(1)
  end function first
end module fpass
