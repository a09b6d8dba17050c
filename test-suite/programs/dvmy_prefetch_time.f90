! dvmh-test: grids=5:5x1 6:2x3 7:7x1
! A time loop whose REMOTE_GROUP is re-fetched (PREFETCH) every step after the remote array
! changed, a RESET of the group, standalone REMOTE_ACCESS of single elements in sequential
! code, and a remote column of a matrix distributed (BLOCK, BLOCK) read by a loop on a 1-D
! array aligned with the matrix's first dimension.
program dvmy_prefetch_time
  implicit none
  integer, parameter :: n = 11, m = 9, steps = 4
  real(8) :: a(n, m), v(n), w(n)
  integer :: i, j, it
  real(8) :: s, corner
!dvm$ distribute a(block, block)
!dvm$ align v(i) with a(i, *)
!dvm$ distribute w(block)
!dvm$ remote_group rg
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = i + 0.25d0 * j
    end do
  end do
!dvm$ parallel (i) on w(i)
  do i = 1, n
    w(i) = 0
  end do
  do it = 1, steps
!dvm$ prefetch rg
!dvm$ parallel (i) on w(i), remote_access(rg: a(i, m + 1 - it)), remote_access(rg: a(n + 1 - i, 1))
    do i = 1, n
      w(i) = w(i) + a(i, m + 1 - it) * it - a(n + 1 - i, 1)
    end do
!dvm$ parallel (j, i) on a(i, j)
    do j = 1, m
      do i = 1, n
        a(i, j) = a(i, j) * 0.5d0 + it
      end do
    end do
!dvm$ reset rg
  end do
!dvm$ remote_access (a(n, m))
  corner = a(n, m)
!dvm$ parallel (i) on v(i), remote_access(w(n + 1 - i))
  do i = 1, n
    v(i) = w(n + 1 - i) + corner
  end do
  s = 0
!dvm$ parallel (i) on v(i), reduction(sum(s))
  do i = 1, n
    s = s + v(i) * i
  end do
  print '(4f14.6)', w(1), w(n), v(2), corner
  print '(f20.8)', s
end program dvmy_prefetch_time
