! Assignment to ALLOCATABLE arrays, structure constructors of ALLOCATABLE array components,
! and ERRMSG=: what is diagnosed.
module rc
  implicit none
  type t
    integer, allocatable :: a(:)
    real :: r = 0.0
  end type t
end module rc

program realloc_ctor
  use rc
  implicit none
  type(t) :: s
  integer, allocatable :: v(:), m(:, :)
  integer :: k(2, 2), st
  character(len=20) :: msg
  real :: x
  k = 1
  s = t(5, 1.0)
! ERROR: the value of the ALLOCATABLE component 'a' in a structure constructor of TYPE(t) has rank 0, but the component has rank 1
  s = t(k)
! ERROR: the value of the ALLOCATABLE component 'a' in a structure constructor of TYPE(t) has rank 2, but the component has rank 1
  m = [1, 2, 3]
! ERROR: array shapes do not conform: rank 2 and rank 1
  v = k
! ERROR: array shapes do not conform: rank 1 and rank 2
  allocate (v(3), errmsg=x)
! ERROR: ERRMSG= must be a CHARACTER variable
  deallocate (v, stat=st, errmsg=msg, errmsg=msg)
! ERROR: ERRMSG= appears twice in DEALLOCATE
end program realloc_ctor
