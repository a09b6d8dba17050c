! CHARACTER distributed arrays: Conway's game of life on a board of CHARACTER(len=1) cells
! ('#' alive, '.' dead) distributed in both dimensions, the neighbours read after SHADOW_RENEW
! with CORNER, counted with a SUM reduction; the board printed as text (formatted rows and the
! whole array); a CHARACTER(len=5) array aligned with it (labels built with `//`, compared,
! substrings), written outside parallel loops and printed as sections.
program dvm_character_life
  implicit none
  integer, parameter :: n = 12, m = 18, gens = 5
  character :: board(n, m), next(n, m)
  character(len=5) :: tag(n, m)
  integer :: i, j, g, k, alive, cnt
!dvm$ distribute board(block, block)
!dvm$ align (i, j) with board(i, j) :: next, tag
!dvm$ shadow board(1:1, 1:1)

!dvm$ parallel (j, i) on board(i, j)
  do j = 1, m
    do i = 1, n
      board(i, j) = '.'
      if (mod(i * 3 + j * 5, 7) == 0 .or. mod(i * j, 11) == 1) board(i, j) = '#'
    end do
  end do
  ! A glider in the corner.
  board(2, 3) = '#'
  board(3, 4) = '#'
  board(4, 2) = '#'
  board(4, 3) = '#'
  board(4, 4) = '#'

  do g = 1, gens
!dvm$ parallel (j, i) on next(i, j), shadow_renew(board(corner)), private(k)
    do j = 1, m
      do i = 1, n
        k = 0
        if (i > 1 .and. j > 1) then
          if (board(i - 1, j - 1) == '#') k = k + 1
        end if
        if (i > 1) then
          if (board(i - 1, j) == '#') k = k + 1
        end if
        if (i > 1 .and. j < m) then
          if (board(i - 1, j + 1) == '#') k = k + 1
        end if
        if (j > 1) then
          if (board(i, j - 1) == '#') k = k + 1
        end if
        if (j < m) then
          if (board(i, j + 1) == '#') k = k + 1
        end if
        if (i < n .and. j > 1) then
          if (board(i + 1, j - 1) == '#') k = k + 1
        end if
        if (i < n) then
          if (board(i + 1, j) == '#') k = k + 1
        end if
        if (i < n .and. j < m) then
          if (board(i + 1, j + 1) == '#') k = k + 1
        end if
        if (k == 3 .or. (k == 2 .and. board(i, j) == '#')) then
          next(i, j) = '#'
        else
          next(i, j) = '.'
        end if
      end do
    end do
    board = next
    alive = 0
!dvm$ parallel (j, i) on board(i, j), reduction(sum(alive))
    do j = 1, m
      do i = 1, n
        if (board(i, j) == '#') alive = alive + 1
      end do
    end do
    print '(a, i2, a, i4)', 'generation', g, ': alive', alive
  end do

  do i = 1, n
    write (*, '(40a1)') (board(i, j), j = 1, m)
  end do
  write (*, '(36a)') board

!dvm$ parallel (j, i) on tag(i, j)
  do j = 1, m
    do i = 1, n
      tag(i, j) = board(i, j) // char(ichar('a') + mod(i, 26)) // char(ichar('A') + mod(j, 26))
    end do
  end do
  tag(1, 1) = 'first'
  tag(n, m)(4:5) = 'zz'
  cnt = 0
!dvm$ parallel (j, i) on tag(i, j), reduction(sum(cnt))
  do j = 1, m
    do i = 1, n
      if (tag(i, j)(1:1) == '#' .and. tag(i, j) > '#c') cnt = cnt + 1
    end do
  end do
  print *, 'tags', cnt, ' ', tag(1, 1), ' ', tag(n, m), ' ', tag(5, 7)(2:3)
  print *, tag(1:4, 2)
  write (*, '(6(a, 1x))') tag(3, :)
end program
