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
