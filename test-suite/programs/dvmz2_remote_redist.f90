! dvmh-test: grids=3:3x1 3:1x3
! REMOTE_ACCESS in sequential code followed by REDISTRIBUTE: a DYNAMIC 2-D array read at
! single elements and whole rows by REMOTE_ACCESS directives before sequential statements
! (a trace along a diagonal, a row copied into a replicated vector), then redistributed
! from (BLOCK, *) to (*, BLOCK) and to (BLOCK, BLOCK), the same reads repeated after each.
program dvmz2_remote_redist
  implicit none
  integer, parameter :: n = 11, m = 7
  real(8) :: a(n, m), b(n, m), row(m), tr
!dvm$ distribute a(block, *)
!dvm$ align b(i, j) with a(i, j)
!dvm$ dynamic a
  integer :: i, j, pass
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = i * 10 + j
      b(i, j) = i - j
    end do
  end do
  do pass = 1, 3
    tr = 0
    do i = 1, min(n, m)
!dvm$ remote_access (a(i, i), b(n + 1 - i, i))
      tr = tr + a(i, i) * pass - b(n + 1 - i, i)
    end do
!dvm$ remote_access (a(n / 2, :))
    row = a(n / 2, :)
    print '(a, i2, f14.4, 7f8.2)', 'pass', pass, tr, row
!dvm$ parallel (j, i) on a(i, j)
    do j = 1, m
      do i = 1, n
        a(i, j) = a(i, j) + b(i, j) * 0.5d0
      end do
    end do
    if (pass == 1) then
!dvm$ redistribute a(*, block)
    else
!dvm$ redistribute a(block, block)
    end if
  end do
!dvm$ remote_access (a(n, m), b(1, 1))
  print '(2f12.4)', a(n, m), b(1, 1)
end program dvmz2_remote_redist
