! More CHARACTER and COMPLEX errors: substrings, concatenation, intrinsics, type mismatches.
program charmore
  implicit none
  character(len=6) :: s, t, arr(3)
  character(len=*), parameter :: p = 'const'
  character :: c
  complex :: z
  double complex :: dz
  integer :: i, k
  real :: x
  logical :: l
  s = 'abcdef'
  t = s(4:9)  ! ERROR: substring end 9 is past the length 6
  t = s(-1:2)  ! ERROR: substring start -1 is less than 1
  t = p(2:7)  ! ERROR: substring end 7 is past the length 5
  t = arr(2)(0:1)  ! ERROR: substring start 0 is less than 1
  t = s(1.5:2)  ! ERROR: a substring bound must be INTEGER, found REAL(4)
  t = s(1:'b')  ! ERROR: a substring bound must be INTEGER, found CHARACTER
  t = s // 1  ! ERROR: operands of '//' must be CHARACTER, found CHARACTER and INTEGER(4)
  t = 'a' // z  ! ERROR: operands of '//' must be CHARACTER, found CHARACTER and COMPLEX(4)
  t = s + t  ! ERROR: operands of '+' must be numeric, found CHARACTER and CHARACTER
  t = -s  ! ERROR: operand of unary '-' must be numeric, found CHARACTER
  i = len(5)  ! ERROR: LEN needs CHARACTER arguments, found INTEGER(4)
  i = len_trim(x)  ! ERROR: LEN_TRIM needs CHARACTER arguments, found REAL(4)
  i = index(s, 1)  ! ERROR: INDEX needs CHARACTER arguments, found INTEGER(4)
  c = char('a')  ! ERROR: CHAR needs INTEGER arguments, found CHARACTER
  c = char(1, 2)  ! ERROR: KIND argument must be a constant valid kind
  i = ichar(s, t)  ! ERROR: KIND argument must be a constant valid kind
  l = lge(s, 3)  ! ERROR: LGE needs CHARACTER arguments, found INTEGER(4)
  l = llt(s)  ! ERROR: LLT takes 2 arguments, but 1 given
  l = s .and. t  ! ERROR: operands of '.AND.' must be LOGICAL, found CHARACTER and CHARACTER
  l = s == z  ! ERROR: cannot compare CHARACTER with COMPLEX(4)
  l = s > 1.0  ! ERROR: cannot compare CHARACTER with REAL(4)
  p = 'other'  ! ERROR: cannot assign to the named constant 'p'
  s(2:3) = 5  ! ERROR: cannot convert INTEGER(4) to CHARACTER in the assignment to 's'
  x = s  ! ERROR: cannot convert CHARACTER to REAL(4) in the assignment to 'x'
  z = s  ! ERROR: cannot convert CHARACTER to COMPLEX(4) in the assignment to 'z'
  s = z  ! ERROR: cannot convert COMPLEX(4) to CHARACTER in the assignment to 's'
  s = x  ! ERROR: cannot convert REAL(4) to CHARACTER in the assignment to 's'
  s = l  ! ERROR: cannot convert LOGICAL(4) to CHARACTER in the assignment to 's'
  dz = 'ab'  ! ERROR: cannot convert CHARACTER to COMPLEX(8) in the assignment to 'dz'
  z = cmplx(s)  ! ERROR: CMPLX needs numeric arguments, found CHARACTER
  z = cmplx(1.0, 2.0, 3.0, 4.0)  ! ERROR: CMPLX takes 1 to 3 arguments, but 4 given
  x = aimag(x)  ! ERROR: AIMAG needs a COMPLEX argument, found REAL(4)
  x = aimag(s)  ! ERROR: AIMAG needs a COMPLEX argument, found CHARACTER
  z = conjg(i)  ! ERROR: CONJG needs a COMPLEX argument, found INTEGER(4)
  dz = dcmplx(s, 1.0)  ! ERROR: DCMPLX needs numeric arguments, found CHARACTER
  x = real(s)  ! ERROR: argument of REAL must be INTEGER or REAL, found CHARACTER
  i = i + s  ! ERROR: operands of '+' must be numeric, found INTEGER(4) and CHARACTER
  if (z > dz) print *, 'gt'  ! ERROR: COMPLEX values can only be compared with == and /=
  if (z) print *, 'z'  ! ERROR: the IF condition must be LOGICAL, found COMPLEX(4)
  if (s) print *, 's'  ! ERROR: the IF condition must be LOGICAL, found CHARACTER
  x = abs(s)  ! ERROR: argument of ABS must be INTEGER or REAL, found CHARACTER
end program
