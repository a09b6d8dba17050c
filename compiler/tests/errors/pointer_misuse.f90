! Misuse of pointers, allocatable dummies and procedure pointer components: pointer
! assignment to a variable that is neither TARGET nor POINTER (also through a component of
! a plain structure), rank mismatches in `p => a`, remapping a non-contiguous target,
! re-association, NULLIFY, ALLOCATE and DEALLOCATE of INTENT(IN) POINTER and ALLOCATABLE
! dummies (their targets' values may still change), actual arguments of ALLOCATABLE dummies
! that are not allocatable arrays of the dummy's type and rank, and procedure pointer
! components without an interface, with an initial target other than NULL(), with a PASS
! object but no dummy to take it, given a target of the wrong kind, or referenced where its
! target cannot be fetched before the statement (an implied DO, a DO WHILE condition).
module pmis
  implicit none
  abstract interface
    real function unary(x)
      real, intent(in) :: x
    end function unary
    real function nothing()
    end function nothing
  end interface
  type cell
    real :: v
    type(cell), pointer :: next => null()
  end type cell
  type ops
    procedure(unary), pointer, nopass :: f => null()
    procedure(nothing), pointer :: g => null()
    procedure, pointer, nopass :: h ! ERROR: the procedure component 'h' needs an interface: PROCEDURE(iface), POINTER
    procedure(unary), nopass :: u ! ERROR: the procedure component 'u' must have the POINTER attribute (a type-bound procedure follows the CONTAINS of its derived-type definition)
    procedure(unary), pointer, nopass :: k => twice ! ERROR: the procedure component 'k' can be initialized only with => NULL()
  end type ops
contains
  real function twice(x)
    real, intent(in) :: x
    twice = 2.0 * x
  end function twice

  subroutine reset(x)
    real, intent(inout) :: x
    x = 0.0
  end subroutine reset

  subroutine keep(p, q, a)
    real, pointer, intent(in) :: p(:)
    real, pointer, intent(in) :: q
    real, allocatable, intent(in) :: a(:)
    real, target, save :: spare(4), one
    p => spare ! ERROR: 'p' is an INTENT(IN) dummy argument: its pointer association cannot change
    q => one ! ERROR: 'q' is an INTENT(IN) dummy argument: its pointer association cannot change
    nullify(p) ! ERROR: 'p' is an INTENT(IN) dummy argument: its pointer association cannot change
    allocate(q) ! ERROR: 'q' is an INTENT(IN) dummy argument: its pointer association cannot change
    deallocate(a) ! ERROR: 'a' is an INTENT(IN) dummy argument: its allocation cannot change
    p(1) = 2.0
    q = a(1)
  end subroutine keep

  subroutine grow(a)
    real, allocatable, intent(inout) :: a(:)
    if (.not. allocated(a)) allocate(a(4))
  end subroutine grow
end module pmis

program pointer_misuse
  use pmis
  implicit none
  type(cell) :: c
  type(ops) :: o
  real :: plain(6), fixed(4), r
  real, target :: grid(3, 4)
  integer, target :: counts(5)
  real, pointer :: v(:), m(:, :), s
  type(ops) :: several(3)
  integer :: i
  real, allocatable :: b(:, :)
  integer, allocatable :: ib(:)
  v => plain(1:6:2) ! ERROR: 'plain' is neither TARGET nor POINTER: 'v' cannot point to it
  m => grid(:, 1) ! ERROR: rank mismatch in pointer assignment: 'm' has rank 2, its target rank 1
  v => grid ! ERROR: rank mismatch in pointer assignment: 'v' has rank 1, its target rank 2
  v => counts ! ERROR: type mismatch in pointer assignment: 'v' is REAL(4), its target INTEGER(4)
  s => c%v ! ERROR: 'c' is neither TARGET nor POINTER: 's' cannot point to it
  s => c%next%v
  m(1:2, 1:6) => grid(1:2, :) ! ERROR: the target of the remapped pointer 'm' must be of rank one or a whole contiguous array
  call grow(fixed) ! ERROR: argument 1 of 'grow' must be an ALLOCATABLE array: its dummy 'a' is one
  call grow(b) ! ERROR: argument 1 of 'grow' is an ALLOCATABLE REAL(4) array of rank 2, but its dummy 'a' is REAL(4) of rank 1
  call grow(ib) ! ERROR: argument 1 of 'grow' is an ALLOCATABLE INTEGER(4) array of rank 1, but its dummy 'a' is REAL(4) of rank 1
  call grow(v) ! ERROR: argument 1 of 'grow' must be an ALLOCATABLE array: its dummy 'a' is one
  o%f => twice
  o%f => reset ! ERROR: the procedure pointer 'o%f' is a function but 'reset' is a subroutine
  r = o%f(2.0) + o%g() ! ERROR: the interface 'nothing' of a PASS procedure component has no dummy argument to pass the object to (declare the component NOPASS)
  print *, (several(i)%f(1.0), i = 1, 3) ! ERROR: a procedure component in an implied DO is not supported yet (assign it to a procedure pointer before)
  do while (o%f(r) < 10.0) ! ERROR: a procedure component in a DO WHILE condition is not supported yet (assign it to a procedure pointer before)
    r = r + 1.0
  end do
end program pointer_misuse
