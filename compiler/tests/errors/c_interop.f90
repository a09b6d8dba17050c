! ISO_C_BINDING used wrongly: VALUE on an array dummy, C_F_POINTER without SHAPE for an
! array pointer, with SHAPE for a scalar one, with the wrong number of extents or a CPTR that
! is not a TYPE(C_PTR), FPTR that is not a pointer, C_LOC of an expression or of a variable
! without TARGET, C_ASSOCIATED with an INTEGER(4) or three arguments, C_FUNLOC of a variable,
! C_SIZEOF of an assumed-length string, BIND(C) on a variable outside a module.
module c_bad
  use, intrinsic :: iso_c_binding
  implicit none
  interface
    subroutine s1(a) bind(c)
      import :: c_int
      integer(c_int), value :: a(3) ! ERROR: 'a': VALUE attribute conflicts with DIMENSION attribute
    end subroutine s1
  end interface
end module c_bad

program p
  use, intrinsic :: iso_c_binding
  implicit none
  real(c_double), pointer :: a(:), s
  real(c_double), target :: x(4)
  real(c_double) :: y
  integer(c_int), bind(c) :: local ! ERROR: BIND(C) of a variable is only for the variables of a module
  type(c_ptr) :: cp
  integer :: i
  cp = c_loc(x)
  call c_f_pointer(cp, a) ! ERROR: C_F_POINTER of the array pointer 'a' needs SHAPE (its extents)
  call c_f_pointer(cp, s, [4]) ! ERROR: SHAPE of C_F_POINTER is only for an array pointer; this FPTR is a scalar
  call c_f_pointer(cp, a, [2, 2]) ! ERROR: SHAPE of C_F_POINTER has 2 extents, but the pointer has rank 1
  call c_f_pointer(i, a, [4]) ! ERROR: CPTR of C_F_POINTER must be a scalar TYPE(C_PTR) or TYPE(C_FUNPTR)
  call c_f_pointer(cp, x, [4]) ! ERROR: 'x' is not a POINTER (C_F_POINTER)
  cp = c_loc(x + 1.0d0) ! ERROR: the argument of C_LOC must be a variable (a TARGET or POINTER), not an expression
  cp = c_loc(y) ! ERROR: the argument of C_LOC must have the TARGET or POINTER attribute; 'y' has neither
  print *, c_associated(i) ! ERROR: the argument of C_ASSOCIATED must be a scalar TYPE(C_PTR) or TYPE(C_FUNPTR)
  print *, c_associated(cp, cp, cp) ! ERROR: C_ASSOCIATED takes 1 or 2 arguments, but 3 given
  cp = c_funloc(x) ! ERROR: the argument of C_FUNLOC must be a procedure (with an explicit interface or declared EXTERNAL) or a procedure pointer
contains
  subroutine q(str)
    character(len=*), intent(in) :: str
    print *, c_sizeof(str) ! ERROR: C_SIZEOF of a CHARACTER whose length is not a constant is not supported
  end subroutine q
end program p
