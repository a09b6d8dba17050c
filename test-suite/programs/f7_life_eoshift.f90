! Conway's Game of Life on a bounded board (cells beyond the edge are dead) written with
! whole-array operations as in cellular-automaton codes: neighbour counts from EOSHIFT with
! BOUNDARY=, MERGE for the birth/survival rule on logical arrays, a glider, a blinker and an
! R-pentomino, population history, bounding box via ANY with DIM=, and a periodic cycle
! detector comparing hashed generations.
program f7_life_eoshift
  implicit none
  integer, parameter :: nr = 20, nc = 24, ngen = 60
  logical :: board(nr, nc), next(nr, nc)
  integer :: nbr(nr, nc), pop(0:ngen), hashes(0:ngen), gen, i, r0, r1, c0, c1, period

  board = .false.
  ! glider in the top-left corner
  board(2, 3) = .true.; board(3, 4) = .true.; board(4, 2:4) = .true.
  ! blinker near the right edge
  board(10, 21:23) = .true.
  ! R-pentomino in the lower middle
  board(15, 11:12) = .true.; board(16, 10:11) = .true.; board(17, 11) = .true.

  pop(0) = count(board)
  hashes(0) = board_hash(board)
  call draw(board, 0)
  do gen = 1, ngen
    nbr = 0
    nbr = nbr + shifted(board, 1, 0) + shifted(board, -1, 0)
    nbr = nbr + shifted(board, 0, 1) + shifted(board, 0, -1)
    nbr = nbr + shifted(board, 1, 1) + shifted(board, 1, -1)
    nbr = nbr + shifted(board, -1, 1) + shifted(board, -1, -1)
    next = merge(nbr == 2 .or. nbr == 3, nbr == 3, board)
    board = next
    pop(gen) = count(board)
    hashes(gen) = board_hash(board)
    if (gen == 4 .or. gen == 30) call draw(board, gen)
  end do
  print '(a, 16i4)', 'pop', pop(0:ngen:4)
  print *, 'max pop', maxval(pop), ' at gen', maxloc(pop, dim=1) - 1
  r0 = findloc(any(board, dim=2), .true., dim=1)
  r1 = findloc(any(board, dim=2), .true., dim=1, back=.true.)
  c0 = findloc(any(board, dim=1), .true., dim=1)
  c1 = findloc(any(board, dim=1), .true., dim=1, back=.true.)
  print *, 'bounding box rows', r0, r1, ' cols', c0, c1
  period = 0
  do i = ngen - 1, max(0, ngen - 12), -1
    if (hashes(i) == hashes(ngen)) then
      period = ngen - i
      exit
    end if
  end do
  print *, 'period at end', period, ' row sums', count(board, dim=2)
contains
  function shifted(b, dr, dc) result(n)
    logical, intent(in) :: b(:,:)
    integer, intent(in) :: dr, dc
    integer :: n(size(b, 1), size(b, 2))
    n = merge(1, 0, eoshift(eoshift(b, dr, boundary=.false., dim=1), dc, &
         boundary=.false., dim=2))
  end function shifted

  integer function board_hash(b)
    logical, intent(in) :: b(:,:)
    integer :: r, c
    board_hash = 17
    do c = 1, size(b, 2)
      do r = 1, size(b, 1)
        if (b(r, c)) board_hash = mod(board_hash * 31 + r * 97 + c, 999983)
      end do
    end do
  end function board_hash

  subroutine draw(b, g)
    logical, intent(in) :: b(:,:)
    integer, intent(in) :: g
    integer :: r
    character(len=64) :: row
    integer :: c
    print '(a, i0, a, i0)', 'generation ', g, ' population ', count(b)
    do r = 1, size(b, 1)
      do c = 1, size(b, 2)
        row(c:c) = merge('O', '.', b(r, c))
      end do
      print '(2x, a)', row(1:size(b, 2))
    end do
  end subroutine draw
end program f7_life_eoshift
