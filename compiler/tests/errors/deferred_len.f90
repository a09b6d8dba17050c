! Deferred-length and automatic-length CHARACTER misused: LEN=: without ALLOCATABLE, a
! run-time length outside a procedure, ALLOCATE of a deferred-length variable without its
! length or with a type spec that is not CHARACTER, LEN= on a non-character type spec; the
! deferred-length forms not supported yet (arrays, array components, such a component in a
! statement that does not reach it through its alias, an automatic-length result, a
! POINTER result), a deferred-length component that is not ALLOCATABLE and a deferred-length
! pointer aimed at a non-CHARACTER target.
module dl_err_mod
  implicit none
  integer :: width = 8
  character(len=width) :: title ! ERROR: a CHARACTER length must be a constant INTEGER expression (or * for a dummy argument)
end module dl_err_mod

program dl_err
  implicit none
  type rec
    character(len=:) :: bare ! ERROR: a deferred-length CHARACTER component must be ALLOCATABLE
    character(len=:), allocatable :: many(:) ! ERROR: a deferred-length CHARACTER array component is not supported yet
    character(len=:), allocatable :: name
    integer :: n = 0
  end type rec
  type(rec) :: r
  character(len=:), allocatable :: words(:) ! ERROR: 'words': deferred-length CHARACTER arrays are not supported yet
  character(len=:), pointer :: ptr
  integer, target :: count_target
  character(len=:) :: plain ! ERROR: 'plain' has a deferred length (LEN=:): it must be ALLOCATABLE
  character(len=:), allocatable :: s
  integer, allocatable :: k
  allocate(s) ! ERROR: ALLOCATE of the deferred-length 's' needs its length: ALLOCATE (CHARACTER(LEN=n) :: s)
  allocate(integer :: s) ! ERROR: 's' is CHARACTER: the type spec must be CHARACTER(LEN=...)
  allocate(integer(len=4) :: k) ! ERROR: expected KIND=
  allocate(character(len=3) :: s, source='hello') ! ERROR: SOURCE= conflicts with the type spec: the length of 's' comes from the value
  s = 'ok'
  print *, s
  r = rec('x', 1)
  ptr => count_target ! ERROR: type mismatch in pointer assignment: 'ptr' is CHARACTER, its target INTEGER(4)
  r%name = s // '!'
  print *, r%name, len(r%name)
  select case (r%name) ! ERROR: the deferred-length component 'name' is not supported in this statement yet
  case ('ok!')
    print *, 'matched'
  end select
contains
  function padded(n) result(p)
    integer, intent(in) :: n
    character(len=len(s)) :: p ! ERROR: the result 'p' of a run-time length that no dummy argument gives is not supported yet
    p = repeat('a', n)
  end function padded

  function view(n) result(p)
    integer, intent(in) :: n
    character(len=:), pointer :: p ! ERROR: 'p': a deferred-length CHARACTER POINTER result is not supported yet
    p => null()
  end function view

  subroutine auto(n)
    integer, intent(in) :: n
    real :: x
    character(len=x) :: bad ! ERROR: a CHARACTER length must be a constant INTEGER expression (or * for a dummy argument)
    bad = 'x'
    print *, bad, n
  end subroutine auto
end program dl_err
