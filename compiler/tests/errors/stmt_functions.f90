! Statement functions used wrongly, substrings of substrings, END= with REC= (found by the
! corpus work: each used to crash, pass silently or read wrongly).
program sfn
  real :: f, g, x, y
  integer :: m, i
  character(len=6) :: s, c
  f(x) = x * 2.0
  g(x) = g(x) + 1.0          ! ERROR: statement function 'g' is recursive
  x = 3.0
  m = f                      ! ERROR: statement function 'f' needs an argument list
  y = g(x)
  s = 'abcdef'
  c = s(2:4)(2:3)            ! ERROR: a substring of a substring is not allowed
  s(1:3)(1:1) = 'x'          ! ERROR: a substring of a substring is not allowed
  read (10, rec=1, end=5) i  ! ERROR: END= is not allowed with REC= (direct access has no end of file)
5 continue
  print *, f(1.0), y, c, s
end program sfn

subroutine branches
  integer :: i
  read (*, *, end=30) i      ! ERROR: END=30 refers to a FORMAT statement
  do i = 1, 2
40  continue
  end do
  read (*, *, err=40) i      ! ERROR: ERR=40 branches into a DO loop, IF construct or REGION from outside it
30 format (i5)
end subroutine branches
