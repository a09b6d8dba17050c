! GEN_BLOCK, WGT_BLOCK and MULT_BLOCK parameters, PROCESSORS arrangements and ONTO.
program formats
  integer, parameter :: n = 12
  integer :: bs(4), bs2(2, 2), k
  real :: a(n), b(n), c(n), d(n), e(n), f(n), g(n), h(n), ws(6), q(n, n), r(n, n), s(n)
  double precision :: wd(3)
  real, allocatable :: wa(:)
  data bs /3, 3, 3, 3/
!dvm$ processors p(number_of_processors())
!dvm$ processors p2(2, number_of_processors() / 2)
!dvm$ processors p(4)
! ERROR: 'p' is already declared: a PROCESSORS arrangement needs a name of its own
!dvm$ processors k(2)
! ERROR: 'k' is already declared: a PROCESSORS arrangement needs a name of its own
!dvm$ processors p5(1, 1, 1, 1, 1)
! ERROR: PROCESSORS 'p5' needs 1 to 4 dimensions, but it has 5
!dvm$ distribute a(gen_block(bs))
!dvm$ distribute b(gen_block(ws))
! ERROR: GEN_BLOCK needs a one-dimensional INTEGER array of block sizes, but 'ws' is an array of REAL(4)
!dvm$ distribute c(gen_block(bs2))
! ERROR: GEN_BLOCK needs a one-dimensional INTEGER array of block sizes, but 'bs2' is an array of rank 2
!dvm$ distribute d(gen_block(nosuch))
! ERROR: GEN_BLOCK needs a one-dimensional INTEGER array of block sizes, but 'nosuch' is not declared
!dvm$ distribute e(wgt_block(ws, 7))
! ERROR: WGT_BLOCK asks for 7 blocks but 'ws' has 6 weights
!dvm$ distribute f(wgt_block(wa, 2))
!dvm$ distribute g(mult_block(0))
! ERROR: MULT_BLOCK: the multiple must be at least 1, but it is 0
!dvm$ distribute h(wgt_block(wd, k))
! ERROR: 'k' in a directive must be a named INTEGER constant or a dummy variable
!dvm$ distribute q(block, wgt_block(wd, 3)) onto p2
!dvm$ distribute r(block, block) onto p
! ERROR: 'r' has 2 distributed dimensions but 'p' has rank 1: they must match
!dvm$ distribute s(mult_block(2)) onto nop
! ERROR: ONTO 'nop': not a PROCESSORS arrangement of this program unit
end program formats

! Arrays of equal bounds meet only when their blocks are cut alike: BLOCK and GEN_BLOCK do
! not, two GEN_BLOCKs with the same sizes do.
subroutine meet
  integer, parameter :: n = 12
  integer :: bs(2), i
  real :: a(n), b(n), c(n)
  data bs /5, 7/
!dvm$ distribute a(block)
!dvm$ distribute b(gen_block(bs))
!dvm$ distribute c(gen_block(bs))
!dvm$ parallel (i) on b(i)
  do i = 1, n
    b(i) = c(i) + a(i)  ! ERROR: a(i) is not aligned with the ON array 'b': its elements may live on other processes: name it in REMOTE_ACCESS
  end do
end subroutine meet

! Arrays on different PROCESSORS arrangements (or sections of one) meet only through
! REMOTE_ACCESS; ONTO the first arrangement as a whole is ONTO the processor grid.
subroutine arrangements
  integer, parameter :: n = 12
  integer :: i, j
  real :: a(n, n), b(n, n), c(n, n), d(n, n), e(n, n)
!dvm$ processors p(number_of_processors(), 1)
!dvm$ processors q(2, number_of_processors() / 2)
!dvm$ distribute a(block, block) onto p
!dvm$ distribute b(block, block)
!dvm$ distribute c(block, block) onto q
!dvm$ distribute d(block, block) onto q(1:1, :)
!dvm$ distribute e(block, block) onto q(3:3, :)
! ERROR: the section 3:3 of dimension 1 of 'q' is empty or outside its bounds 1:2
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, n
    do i = 1, n
      a(i, j) = b(i, j) + c(i, j)  ! ERROR: c(i, j) is not aligned with the ON array 'a': its elements may live on other processes: name it in REMOTE_ACCESS
    end do
  end do
!dvm$ parallel (j, i) on d(i, j)
  do j = 1, n
    do i = 1, n
      d(i, j) = c(i, j)  ! ERROR: c(i, j) is not aligned with the ON array 'd': its elements may live on other processes: name it in REMOTE_ACCESS
    end do
  end do
!dvm$ parallel (j, i) on c(i, j), remote_access (d(:, :))
  do j = 1, n
    do i = 1, n
      c(i, j) = d(i, j)
    end do
  end do
end subroutine arrangements
