! Distributed ALLOCATABLE arrays: what is diagnosed at compile time.
program dalloc
  implicit none
  real, allocatable :: a(:), b(:), d(:,:), e(:), f(:), g(:)
  real :: c(10)
! ERROR: 'c' is aligned with the ALLOCATABLE array 'a': it must be ALLOCATABLE too (it is created when 'a' is allocated)
!dvm$ distribute a(block)
!dvm$ align b(i) with a(i)
!dvm$ align c(i) with a(i)
!dvm$ distribute d(block, block)
!dvm$ align e(i) with b(i + 1)
!dvm$ distribute g(block)
!dvm$ align f(i) with g(i)
  allocate (b(10), a(10))
! ERROR: 'b' is aligned with 'a', which is not allocated here: ALLOCATE 'a' first
  allocate (e(8))
  allocate (f(3))
! ERROR: 'f' is aligned with 'g', which is not allocated here: ALLOCATE 'g' first
  allocate (g(3))
  allocate (d(5))
! ERROR: 'd' has rank 2 but ALLOCATE gives 1 bound
  allocate (a(10))
  allocate (b(9), e(8))
!dvm$ redistribute a(block)
! ERROR: REDISTRIBUTE of 'a', which is not DYNAMIC: declare it DYNAMIC (or distribute it with DISTRIBUTE :: a)
end program

! ONTO sections of PROCESSORS.
subroutine sections
  real :: x(10), y(10, 10), z(10), r
!dvm$ processors p(4)
!dvm$ distribute x(block) onto p(3:5)
! ERROR: the section 3:5 of dimension 1 of 'p' is empty or outside its bounds 1:4
!dvm$ distribute y(block, block) onto p(1:2)
! ERROR: 'y' has 2 distributed dimensions but 'p' has rank 1: they must match
!dvm$ distribute z(block) onto p(r:2)
! ERROR: a processor section bound is an INTEGER expression, not REAL(4)
  r = 1
  x(1) = y(1, 1) + z(1) + r
end subroutine
