! POINTER and TARGET misuse.
module pm
  implicit none
contains
  subroutine take(p)
    real, pointer :: p(:)
    p = 0
  end subroutine take

  function pf(n) result(r)
    integer, intent(in) :: n
    real, pointer :: r(:)
    allocate(r(n))
  end function pf
end module pm

program pointers
  use pm
  implicit none
  real, target :: t(10), s, t2(4, 4)
  real :: plain(10), x
  integer, target :: it(10)
  real, pointer :: p(:), q, r(:, :)
  real, pointer, allocatable :: both(:) ! ERROR: 'both' cannot be both POINTER and ALLOCATABLE
  real, pointer :: fixed(10) ! ERROR: the POINTER array 'fixed' must have a deferred shape, such as (:)
  real, pointer :: bad => x ! ERROR: the initial value of the pointer 'bad' must be NULL()
  real :: notptr => null() ! ERROR: 'notptr' is not a POINTER: '=>' initializes pointers only
  real, allocatable :: al(:)
  real, target :: d(8) ! ERROR: the distributed array 'd' cannot be a TARGET: distributed arrays are not pointer targets in DVMH
  real, pointer :: e(:) ! ERROR: the distributed array 'e' cannot be a POINTER: distributed arrays are not pointer targets in DVMH
!dvm$ distribute e(block)
!dvm$ distribute d(block)
  p => plain ! ERROR: 'plain' is neither TARGET nor POINTER: 'p' cannot point to it
  q => x ! ERROR: 'x' is neither TARGET nor POINTER: 'q' cannot point to it
  r => t ! ERROR: rank mismatch in pointer assignment: 'r' has rank 2, its target rank 1
  q => t ! ERROR: rank mismatch in pointer assignment: 'q' has rank 0, its target rank 1
  p => s ! ERROR: rank mismatch in pointer assignment: 'p' has rank 1, its target rank 0
  p => it ! ERROR: type mismatch in pointer assignment: 'p' is REAL(4), its target INTEGER(4)
  x => t(1) ! ERROR: 'x' is not a POINTER (pointer assignment)
  p => t + 1 ! ERROR: the target of 'p' must be a variable with the TARGET or POINTER attribute, or NULL()
  nullify(x) ! ERROR: 'x' is not a POINTER (NULLIFY)
  print *, allocated(p) ! ERROR: 'p' is a POINTER: ALLOCATED is for ALLOCATABLE arrays (use ASSOCIATED)
  print *, associated(x) ! ERROR: 'x' is not a POINTER (ASSOCIATED)
  x = null() ! ERROR: NULL() is only a pointer's value (in '=>', a pointer's initialization)
  call take(t) ! ERROR: 't' is not a POINTER (argument 1 of 'take')
  allocate(q(3)) ! ERROR: the scalar pointer 'q' takes no bounds
  deallocate(x) ! ERROR: 'x' is not an ALLOCATABLE array or a POINTER (DEALLOCATE)
  p(2) => t ! ERROR: a pointer's bounds are given as 'lower:' or 'lower:upper'
  p(0:, 1:) => t ! ERROR: the pointer 'p' has rank 1: a bounds specification gives one 'lower:' or 'lower:upper' per dimension
  r(1:2, 3:) => t ! ERROR: either every dimension of a pointer's bounds has an upper bound (remapping) or none has
  r(1:2, 1:2) => t2(1:2, 1:2) ! ERROR: the target of the remapped pointer 'r' must be of rank one or a whole contiguous array
  x = pf(3) ! ERROR: an array value of rank 1 cannot be assigned to the scalar 'x'
  r => pf(2) ! ERROR: rank mismatch in pointer assignment: 'r' has rank 2, its target rank 1
end program pointers

subroutine components
  implicit none
  type cell
    integer :: v
    integer, pointer :: many(3) ! ERROR: the POINTER array component 'many' must have a deferred shape, such as (:)
    type(cell), pointer :: next => null()
  end type cell
  type(cell) :: c
  type(cell), pointer :: p
  integer :: k
  allocate(c%v) ! ERROR: ALLOCATE of a component is for POINTER and ALLOCATABLE components only
  c%v => k ! ERROR: the component 'v' is not a POINTER (pointer assignment)
  p => c ! ERROR: 'c' is neither TARGET nor POINTER: 'p' cannot point to it
  print *, c ! ERROR: a structure with the POINTER component 'next' cannot be an I/O item as a whole
  c = cell(1, p)
end subroutine components
