! A failed named constant is one error: the declarations and directives that use it add none.
! Standard intrinsics that are not implemented yet say so, without errors about their arguments.
program intrinsics
  implicit none
  integer, parameter :: dp = foo(1.0d0)          ! ERROR: 'foo' is not declared and has no implicit type (IMPLICIT NONE)
  integer, parameter :: wp = selected_real_kind(15, 307), big = selected_real_kind(40)
  integer, parameter :: qp = selected_real_kind(18)
  integer, parameter :: n = 4 / 0                ! ERROR: integer division by zero
  real(dp) :: a(10)
  real(wp) :: b(n)
  real(qp) :: c                                  ! ERROR: REAL of kind 10 is not supported
  real(big) :: d                                 ! ERROR: REAL of kind -1 is not supported
  integer :: i, m
  real :: e(3)
!DVM$ DISTRIBUTE a(BLOCK)
!DVM$ PARALLEL (i) ON a(i)
  do i = 1, 10
    a(i) = 1.0_dp / i
  end do
  b(1) = 1.0_wp
  print *, a(3), b(1), c, d, dp
  print *, sum(a), maxval(a), size(a)
  m = selected_int_kind(i)                       ! ERROR: SELECTED_INT_KIND is supported only with constant INTEGER arguments
  m = kind(i, 1)                                 ! ERROR: KIND takes 1 argument, but 2 given
  m = precision(i)                               ! ERROR: PRECISION is not defined for INTEGER(4)
  m = int(b(1), kind=8) + nint(a=b(1)) + int(kind=4, a=b(1)) + selected_real_kind(r=200)
  m = int(b(1), knd=8)                           ! ERROR: INT has no argument named 'KND'
  m = int(kind=8, b(1))                          ! ERROR: a positional argument cannot follow a named one
  m = mod(a=7, a=3)                              ! ERROR: argument 'a' of MOD is given twice
  m = mod(p=3)                                   ! ERROR: argument 'a' of MOD is missing
  m = abs(1, 2, x=3)                             ! ERROR: too many arguments for ABS
  e(i=1) = 2.0                                   ! ERROR: 'e' is an array: its subscripts cannot be named
  m = bar(i, k=1)                                ! ERROR: 'bar' is not declared and has no implicit type (IMPLICIT NONE)
  print *, sum(a, dim=1)
end program
