! ALLOCATABLE arrays: what is diagnosed.
program aerr
  implicit none
  real, allocatable :: a(:), b(:,:)
  real, allocatable :: c(10)
! ERROR: the ALLOCATABLE array 'c' must have a deferred shape, such as (:)
  real :: d(:)
! ERROR: 'd' has a deferred shape: it must be ALLOCATABLE, or a dummy argument (an assumed shape)
  integer :: n, s
  real :: x
  allocatable :: e
! ERROR: 'e' is not declared and has no implicit type (IMPLICIT NONE)
  real, allocatable :: f(:)
  common /blk/ f
! ERROR: 'f' cannot be in COMMON: it is ALLOCATABLE
  data a /1.0/
! ERROR: 'a' cannot be initialised by DATA: it is ALLOCATABLE
  n = 4
  allocate(a)
! ERROR: ALLOCATE needs the bounds of 'a', such as a(n)
  allocate(a(n, n))
! ERROR: 'a' has rank 1 but ALLOCATE gives 2 bounds
  allocate(x(3))
! ERROR: 'x' is not an ALLOCATABLE array or a POINTER (ALLOCATE)
  allocate(a(1.5))
! ERROR: an array bound must be INTEGER, found REAL(4)
  allocate(a(n), stat=x)
! ERROR: STAT= must be an INTEGER variable
  allocate(a(n), errmsg=s)
! ERROR: ERRMSG= must be a CHARACTER variable
  allocate(a(n), source=s)
! ERROR: ALLOCATE takes STAT= and ERRMSG=, not SOURCE=
  deallocate(a(1))
! ERROR: DEALLOCATE takes the names of arrays
  deallocate(x)
! ERROR: 'x' is not an ALLOCATABLE array or a POINTER (DEALLOCATE)
  a(1, 2) = 0
! ERROR: 'a' has rank 1 but 2 subscripts are given
  print *, size(a, 2), lbound(a), allocated(x)
! ERROR: DIM of SIZE must be a constant between 1 and 1
! ERROR: ALLOCATED needs an ALLOCATABLE array
  s = size(a, n)
! ERROR: DIM of SIZE must be a constant between 1 and 1
end program aerr

subroutine dummy(g)
  real, allocatable :: g(:)
end subroutine dummy

subroutine auto(n)
  integer :: n
  real :: w(n), z(n, *)
! ERROR: 'z' has an assumed size (*): only a dummy argument can
  save w
  allocate(w(3))
! ERROR: 'w' is not an ALLOCATABLE array or a POINTER (ALLOCATE)
  w(1) = 0
end subroutine auto
