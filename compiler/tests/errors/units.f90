! Program units: calls checked against the units of the file, headers, dummies and bounds.
program units
  integer :: i, k(4)
  real :: x, a(10), f
!DVM$ DISTRIBUTE a(BLOCK)
  call sub(1, 2.0)
  call sub(1)            ! ERROR: 'sub' takes 2 arguments but 1 is given (SUBROUTINE SUB at line 27)
  call sub(1.0, 2.0)     ! ERROR: argument 1 of 'sub' is REAL(4), but its dummy 'n' is INTEGER(4) (SUBROUTINE SUB at line 27)
  call sub(k, 2.0)       ! ERROR: argument 1 of 'sub' is an array, but its dummy 'n' is a scalar (SUBROUTINE SUB at line 27)
  call vec(i, 3)         ! ERROR: argument 1 of 'vec' is a scalar, but its dummy 'v' is an array (SUBROUTINE VEC at line 32)
  call vec(k(2), 3)
  x = f(2.0)             ! ERROR: 'f' is used here as a REAL(4) function, but returns INTEGER(4) (FUNCTION F at line 37)
  call f(1.0)            ! ERROR: 'f' is used both as a subroutine and as a function
  i = sub(1, 2.0)        ! ERROR: 'sub' is used both as a subroutine and as a function
  call sub(r=2.0, n=1)
  call sub(1, n=1)       ! ERROR: bad call of 'sub': its argument 'n' is given twice (SUBROUTINE SUB at line 27)
  call show(a)
  call units             ! ERROR: 'units' is the main program of this file, not a subroutine
  call ext(1)
  call ext(1, 2)         ! ERROR: 'ext' is called with 2 arguments here but with 1 at line 19: the calls of an external procedure must agree
!DVM$ PARALLEL (i) ON a(i)
  do i = 1, 10
    call show(k)
  end do
end program units

subroutine sub(n, r)
  integer n
  real r
end subroutine sub

subroutine vec(v, n)
  integer n, v(n)
  call vec(v, n)         ! ERROR: 'vec' calls itself, but is not declared RECURSIVE
end

integer function f(y)
  real y
  f = int(y)
end subroutine f         ! ERROR: END SUBROUTINE ends a function

subroutine dummies(p, q, p)  ! ERROR: 'p' is a dummy argument twice
  real q(:, 3)           ! ERROR: 'q': an assumed-shape array has ':' in every dimension (a lower bound may precede it, as in 0:)
end

subroutine bounds(w, m)
  integer m, local
  real w(local)          ! ERROR: a bound of 'w' may use only constants, dummy arguments and COMMON variables, not 'local'
  real z(*)              ! ERROR: 'z' has an assumed size (*): only a dummy argument can
end

subroutine sub           ! ERROR: a second program unit named 'sub' in the file
end
