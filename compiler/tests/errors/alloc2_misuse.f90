! ALLOCATABLE scalars, MOVE_ALLOC and OPEN(NEWUNIT=) misused: an ALLOCATABLE scalar is no
! POINTER (pointer assignment, ASSOCIATED, NULLIFY), ALLOCATE of a variable that is not
! ALLOCATABLE, MOVE_ALLOC of arguments that are not whole ALLOCATABLE variables of one type
! and rank, NEWUNIT= with UNIT= or of a variable that is not INTEGER.
program alloc2_misuse
  implicit none
  real, allocatable :: x, y
  real, target :: t
  real :: plain
  integer :: u
  integer, allocatable :: ia(:), ib(:, :)
  real, allocatable :: ra(:)
  x => t ! ERROR: 'x' is ALLOCATABLE, not a POINTER (pointer assignment)
  print *, associated(x) ! ERROR: 'x' is ALLOCATABLE, not a POINTER (ASSOCIATED)
  nullify(y) ! ERROR: 'y' is ALLOCATABLE, not a POINTER (NULLIFY)
  allocate(plain) ! ERROR: 'plain' is not an ALLOCATABLE array or a POINTER (ALLOCATE)
  call move_alloc(x, plain) ! ERROR: MOVE_ALLOC: TO must be a whole ALLOCATABLE variable
  call move_alloc(ia(1:2), ia) ! ERROR: MOVE_ALLOC: FROM must be a whole ALLOCATABLE variable
  call move_alloc(ia, ib) ! ERROR: MOVE_ALLOC: FROM has rank 1 but TO has rank 2
  call move_alloc(ia, ra) ! ERROR: MOVE_ALLOC: FROM is INTEGER(4) but TO is REAL(4); they must have the same type and kind
  call move_alloc(x, ra) ! ERROR: MOVE_ALLOC: FROM has rank 0 but TO has rank 1
  open(10, newunit=u, file='f.txt') ! ERROR: OPEN takes UNIT= or NEWUNIT=, not both
  open(newunit=plain, file='f.txt') ! ERROR: NEWUNIT= needs an INTEGER variable, found REAL(4)
end program alloc2_misuse
