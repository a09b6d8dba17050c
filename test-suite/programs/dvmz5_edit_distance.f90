! dvmh-test: grids=2:2x1 2:1x2 4:2x2 3:3x1
! Dynamic programming on a wavefront: the edit distance and the longest common subsequence
! of two generated strings, as INTEGER tables D(0:N, 0:M) distributed (WGT_BLOCK, BLOCK) with
! the row weights growing along the strings; every cell needs its west, north and north-west
! neighbours, computed in a PARALLEL loop with ACROSS(D(1:0, 1:0)(CORNER)); the strings are
! replicated CHARACTER arrays; the number of cells on the optimal band counted by SUM and
! the first row where the LCS table reaches its final value found by MINLOC.
program dvmz5_edit_distance
  implicit none
  integer, parameter :: n = 37, m = 29
  integer :: d(0:n, 0:m), l(0:n, 0:m)
  real(8) :: w(n + 1)
!dvm$ distribute d(wgt_block(w, n + 1), block)
!dvm$ align l(i, j) with d(i, j)
!dvm$ shadow d(1:0, 1:0)
!dvm$ shadow l(1:0, 1:0)
  character :: s(n), t(m)
  character(len=4), parameter :: alpha = 'ACGT'
  integer :: i, j, cost, band, first, lmax, rmin, ipos
  do i = 1, n + 1
    w(i) = 1d0 + 0.1d0 * i
  end do
  do i = 1, n
    s(i) = alpha(mod(i * i + 3 * i, 4) + 1:mod(i * i + 3 * i, 4) + 1)
  end do
  do j = 1, m
    t(j) = alpha(mod(j * 7 + j / 3, 4) + 1:mod(j * 7 + j / 3, 4) + 1)
  end do
!dvm$ parallel (i, j) on d(i, j)
  do i = 0, n
    do j = 0, m
      d(i, j) = 0
      l(i, j) = 0
      if (i == 0) d(i, j) = j
      if (j == 0) d(i, j) = i
    end do
  end do
!dvm$ parallel (i, j) on d(i, j), across(d(1:0, 1:0)(corner), l(1:0, 1:0)(corner)), private(cost)
  do i = 1, n
    do j = 1, m
      cost = 1
      if (s(i) == t(j)) cost = 0
      d(i, j) = min(d(i - 1, j) + 1, d(i, j - 1) + 1, d(i - 1, j - 1) + cost)
      if (cost == 0) then
        l(i, j) = l(i - 1, j - 1) + 1
      else
        l(i, j) = max(l(i - 1, j), l(i, j - 1))
      end if
    end do
  end do
  band = 0
!dvm$ parallel (i, j) on d(i, j), reduction(sum(band))
  do i = 1, n
    do j = 1, m
      if (abs(i * m - j * n) <= n) band = band + d(i, j)
    end do
  end do
  lmax = l(n, m)
  rmin = n + 1
  first = -1
!dvm$ parallel (i) on l(i, m), reduction(minloc(rmin, first))
  do i = 1, n
    if (l(i, m) == lmax .and. i < rmin) then
      rmin = i
      first = i
    end if
  end do
  print '(a, i4, a, i4)', 'edit distance', d(n, m), '  lcs', lmax
  print '(a, i6, a, i4)', 'band sum', band, '  first full row', first
  print '(30i3)', (d(i, m), i = 0, n, 2)
  ipos = 0
  do j = 0, m, 4
    ipos = ipos + d(n / 2, j) * (j + 1)
  end do
  print '(a, i6)', 'middle row', ipos
end program dvmz5_edit_distance
