! dvmh-test: grids=4:2x2 3:3x1 3:1x3
! Conway's game of life on a torus of odd size: the board is a distributed INTEGER array
! with a one-cell frame; each generation copies the opposite edges into the frame by array
! assignments (rows, then columns with the corners), counts neighbours under
! SHADOW_RENEW(CORNER), and reports the population (an INTEGER SUM) and a checksum of the
! live cells' positions (SUM of an INTEGER(8)).
program dvmz4_life_periodic
  implicit none
  integer, parameter :: n = 15, m = 11, gens = 6
  integer :: g(0:n+1, 0:m+1), h(0:n+1, 0:m+1)
  integer :: i, j, it, cnt, pop
  integer(8) :: chk
!dvm$ distribute g(block, block)
!dvm$ align h(i, j) with g(i, j)
!dvm$ shadow g(1:1, 1:1)
!dvm$ parallel (j, i) on g(i, j)
  do j = 0, m + 1
    do i = 0, n + 1
      g(i, j) = 0
      if (i >= 1 .and. i <= n .and. j >= 1 .and. j <= m) then
        if (mod(i * 7 + j * 13 + i * j, 5) < 2) g(i, j) = 1
      end if
      h(i, j) = 0
    end do
  end do
  do it = 1, gens
    g(0, 1:m) = g(n, 1:m)
    g(n + 1, 1:m) = g(1, 1:m)
    g(:, 0) = g(:, m)
    g(:, m + 1) = g(:, 1)
!dvm$ parallel (j, i) on h(i, j), shadow_renew(g(corner)), private(cnt)
    do j = 1, m
      do i = 1, n
        cnt = g(i - 1, j - 1) + g(i, j - 1) + g(i + 1, j - 1) + g(i - 1, j) &
            + g(i + 1, j) + g(i - 1, j + 1) + g(i, j + 1) + g(i + 1, j + 1)
        if (cnt == 3 .or. (cnt == 2 .and. g(i, j) == 1)) then
          h(i, j) = 1
        else
          h(i, j) = 0
        end if
      end do
    end do
    pop = 0
    chk = 0_8
!dvm$ parallel (j, i) on g(i, j), reduction(sum(pop), sum(chk))
    do j = 1, m
      do i = 1, n
        g(i, j) = h(i, j)
        pop = pop + g(i, j)
        chk = chk + int(g(i, j), 8) * (i * 100 + j)
      end do
    end do
    print '(i3, i6, i12)', it, pop, chk
  end do
  print '(15i1)', ((g(i, j), i = 1, n), j = 1, 3)
end program dvmz4_life_periodic
