! DYNAMIC, deferred DISTRIBUTE, REDISTRIBUTE and REALIGN: what may be remapped, and how.
program redist
  integer, parameter :: n = 8
  real :: a(n, n), b(n, n), c(n), d(n), e(n), f(n), g(n, n), s
  integer :: sizes(4), i
!dvm$ processors p(number_of_processors())
!dvm$ dynamic a, b, e, f
!dvm$ distribute a(block, *)
!dvm$ align b(i, j) with a(i, j)
!dvm$ distribute c(block)
!dvm$ distribute :: d
!dvm$ align e(i) with d(i)
!dvm$ distribute g(block, block) onto p
! ERROR: 'g' has 2 distributed dimensions but 'p' has rank 1: they must match
!dvm$ redistribute a(*, block)
!dvm$ redistribute a(gen_block(sizes), *) new_value
!dvm$ redistribute d(block) onto p
!dvm$ redistribute c(block)
! ERROR: REDISTRIBUTE of 'c', which is not DYNAMIC: declare it DYNAMIC (or distribute it with DISTRIBUTE :: c)
!dvm$ redistribute b(block, block)
! ERROR: REDISTRIBUTE of 'b', which is aligned with 'a': redistribute 'a' or REALIGN 'b'
!dvm$ redistribute a(block)
! ERROR: REDISTRIBUTE gives 1 format but 'a' has rank 2
!dvm$ redistribute a(block, block) onto p
! ERROR: 'a' has 2 distributed dimensions but 'p' has rank 1: they must match
!dvm$ redistribute a(gen_block(s), *)
! ERROR: GEN_BLOCK needs a one-dimensional INTEGER array of block sizes, but 's' is not an array
!dvm$ realign b(i, j) with a(j, i + 1)
! ERROR: REALIGN maps 'b' to indices 2:9 of dimension 2 of 'a', outside its bounds 1:8
!dvm$ realign b(i, j) with a(j, i) new_value
!dvm$ realign f(i) with d(i)
!dvm$ realign c(i) with d(i)
! ERROR: REALIGN of 'c', which is not DYNAMIC: declare it DYNAMIC (or distribute it with DISTRIBUTE :: c)
!dvm$ realign f(i) with f(i)
! ERROR: 'f' cannot be aligned with itself
!dvm$ realign f(i) with s(i)
! ERROR: 's' in REALIGN is not an array
!dvm$ realign f(i) with a(i)
! ERROR: REALIGN base 'a' has rank 2 but 1 subscript is given
!dvm$ region
!dvm$ redistribute a(block, *)
! ERROR: REDISTRIBUTE is not allowed inside a REGION
!dvm$ end region
  s = sizes(1) + c(1) + e(1) + g(1, 1)
end program redist

! A deferred DISTRIBUTE takes its ONTO from the REDISTRIBUTE.
subroutine deferred_onto
  real :: h(8)
!dvm$ processors q(number_of_processors())
!dvm$ distribute h onto q
! ERROR: a deferred DISTRIBUTE has no ONTO: give it with the REDISTRIBUTE
end subroutine deferred_onto
