! dvmh-test: grids=4:2x2 4:4x1 3:1x3
! Two REMOTE_GROUPs filled by several loops each and re-fetched with PREFETCH at the top of
! every iteration of the outer loop (the references the same in every iteration, as
! PREFETCH requires): one group holds a whole remote column, chosen at run time, and a
! remote row (read at odd columns) of a matrix, the other the elements of a vector at
! reversed indices and at a computed index; RESET and refilled halfway; a standalone
! REMOTE_ACCESS of a section in sequential code; results by SUM reductions.
program dvmz3_remote_groups
  implicit none
  integer, parameter :: n = 19, m = 14
  real(8) :: a(n, m), b(n, m), v(n), x(n), col(n), row(m)
!dvm$ distribute a(block, block)
!dvm$ align b(i, j) with a(i, j)
!dvm$ distribute v(block)
!dvm$ align x(i) with v(i)
!dvm$ remote_group ga, gv
  integer :: i, j, it, jc, kv
  real(8) :: s1, s2, s3
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = i * 0.1d0 + j
      b(i, j) = 0
    end do
  end do
!dvm$ parallel (i) on v(i)
  do i = 1, n
    v(i) = i * i * 0.01d0
    x(i) = 0
  end do
  jc = mod(n * 5, m) + 1
  kv = mod(jc * 7, n) + 1
  do it = 1, 4
    if (it > 1 .and. it /= 3) then
!dvm$ prefetch ga
!dvm$ prefetch gv
    end if
!dvm$ parallel (j, i) on b(i, j), remote_access(ga: a(:, jc), a(3, :))
    do j = 1, m
      do i = 1, n
        b(i, j) = a(i, jc) * 0.5d0 + a(3, 1 + 2 * ((j - 1) / 2)) * 0.01d0
      end do
    end do
!dvm$ parallel (i) on x(i), remote_access(gv: v(n + 1 - i)), remote_access(ga: a(i, jc))
    do i = 1, n
      x(i) = x(i) + v(n + 1 - i) - a(i, jc) * 0.001d0
    end do
!dvm$ parallel (i) on x(i), remote_access(gv: v(kv))
    do i = 1, n
      x(i) = x(i) + v(kv) * i * it
    end do
    s1 = 0
    s2 = 0
!dvm$ parallel (j, i) on a(i, j), reduction(sum(s1))
    do j = 1, m
      do i = 1, n
        a(i, j) = a(i, j) + b(i, j) * 0.1d0
        s1 = s1 + a(i, j)
      end do
    end do
!dvm$ parallel (i) on v(i), reduction(sum(s2))
    do i = 1, n
      v(i) = v(i) + 0.5d0 * it
      s2 = s2 + v(i)
    end do
    if (it == 2) then
!dvm$ reset ga
!dvm$ reset gv
    end if
!dvm$ remote_access (a(:, m - it))
    col = a(:, m - it)
!dvm$ remote_access (b(n - it, :))
    row = b(n - it, :)
    s3 = sum(col) + sum(row)
    write (*, '(a, i2, 3f20.10)') 'it', it, s1, s2, s3
  end do
  write (*, '(5f14.8)') x(1), x(7), x(n), b(n, m), a(1, 1)
end program dvmz3_remote_groups
