! dvmh-test: grids=4:2x2 4:4x1 2:1x2
! Two templates distributed differently (BLOCK by rows, and a transposed one by columns with
! an offset), arrays REALIGNed from one to the other and back inside an iteration loop,
! keeping their values; a work array realigned with NEW_VALUE and refilled; a 1-D array
! realigned onto a row and then onto a column of the templates (replicated along the other).
program dvmz3_realign_templates
  implicit none
  integer, parameter :: n = 21, m = 15
  real(8) :: a(n, m), b(n, m), c(n), w(n, m)
!dvm$ template t1(n, m), t2(m + 2, n + 1)
!dvm$ distribute t1(block, *)
!dvm$ distribute t2(block, block)
!dvm$ align a(i, j) with t1(i, j)
!dvm$ align b(i, j) with t1(i, j)
!dvm$ align w(i, j) with t1(i, j)
!dvm$ align c(i) with t1(i, *)
!dvm$ dynamic a, w, c
  integer :: i, j, it
  real(8) :: s, sc
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = i * 100 + j
      b(i, j) = 0.5d0 * i - j
    end do
  end do
!dvm$ parallel (i) on c(i)
  do i = 1, n
    c(i) = i * i
  end do
  do it = 1, 4
    if (mod(it, 2) == 1) then
!dvm$ realign a(i, j) with t2(j + 1, i)
!dvm$ realign w(i, j) with t2(j + 2, i + 1) new_value
!dvm$ realign c(i) with t2(*, i)
    else
!dvm$ realign a(i, j) with t1(i, j)
!dvm$ realign w(i, j) with t1(i, j) new_value
!dvm$ realign c(i) with t1(i, *)
    end if
!dvm$ parallel (j, i) on w(i, j)
    do j = 1, m
      do i = 1, n
        w(i, j) = it * 0.25d0 + i - j
      end do
    end do
    s = 0
!dvm$ parallel (j, i) on a(i, j), remote_access(b(i, j), w(i, j)), reduction(sum(s))
    do j = 1, m
      do i = 1, n
        a(i, j) = a(i, j) * 0.5d0 + b(i, j) + w(i, j)
        s = s + a(i, j)
      end do
    end do
    sc = 0
!dvm$ parallel (i) on c(i), reduction(sum(sc))
    do i = 1, n
      c(i) = c(i) + it
      sc = sc + c(i)
    end do
    write (*, '(a, i2, 2f20.8)') 'it', it, s, sc
  end do
  write (*, '(4f14.6)') a(1, 1), a(n, m), a(11, 8), w(3, 4)
  write (*, '(7f9.1)') c
end program dvmz3_realign_templates
