! Deferred-length and automatic-length CHARACTER misused: LEN=: without ALLOCATABLE, a
! run-time length outside a procedure, ALLOCATE of a deferred-length variable without its
! length or with a type spec that is not CHARACTER, LEN= on a non-character type spec.
module dl_err_mod
  implicit none
  integer :: width = 8
  character(len=width) :: title ! ERROR: a CHARACTER length must be a constant INTEGER expression (or * for a dummy argument)
end module dl_err_mod

program dl_err
  implicit none
  character(len=:) :: plain ! ERROR: 'plain' has a deferred length (LEN=:): it must be ALLOCATABLE
  character(len=:), allocatable :: s
  integer, allocatable :: k
  allocate(s) ! ERROR: ALLOCATE of the deferred-length 's' needs its length: ALLOCATE (CHARACTER(LEN=n) :: s)
  allocate(integer :: s) ! ERROR: 's' is CHARACTER: the type spec must be CHARACTER(LEN=...)
  allocate(integer(len=4) :: k) ! ERROR: expected KIND=
  s = 'ok'
  print *, s
contains
  subroutine auto(n)
    integer, intent(in) :: n
    real :: x
    character(len=x) :: bad ! ERROR: a CHARACTER length must be a constant INTEGER expression (or * for a dummy argument)
    bad = 'x'
    print *, bad, n
  end subroutine auto
end program dl_err
