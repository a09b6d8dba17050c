! ALLOCATABLE scalar components and POINTER components in structure constructors: misuse
! (ALLOCATE, DEALLOCATE and ALLOCATED of a component that is not ALLOCATABLE, bounds for a
! scalar, pointer assignment to an ALLOCATABLE one, a target that is not a TARGET or of
! another rank or type).
program alloc_scalar_component_errors
  implicit none
  type t
    real, allocatable :: s
    integer :: n
    real, pointer :: p => null()
    integer, pointer :: q(:) => null()
  end type t
  type(t) :: x
  real, target :: r(4), r2(2, 2)
  real :: plain
  integer, target :: k(3)
  allocate(x%n) ! ERROR: ALLOCATE of a component is for POINTER and ALLOCATABLE components only
  allocate(x%s(3)) ! ERROR: the component 's' is not an array
  deallocate(x%n) ! ERROR: DEALLOCATE of a component is for POINTER and ALLOCATABLE components only
  print *, allocated(x%n) ! ERROR: the argument of ALLOCATED must be ALLOCATABLE: the component 'n' is not
  x%s => r(1) ! ERROR: the component 's' is ALLOCATABLE, not a POINTER (pointer assignment)
  x = t(1.0, 2, plain, k) ! ERROR: 'plain' is neither TARGET nor POINTER: 'p' cannot point to it
  x = t(1.0, 2, r(1), r2) ! ERROR: rank mismatch in pointer assignment: 'q' has rank 1, its target rank 2
  x = t(1.0, 2, r(2), q=r) ! ERROR: type mismatch in pointer assignment: 'q' is INTEGER(4), its target REAL(4)
  x = t(s=1.0, n=2, p=k(1)) ! ERROR: type mismatch in pointer assignment: 'p' is REAL(4), its target INTEGER(4)
end program alloc_scalar_component_errors
