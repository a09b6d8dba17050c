! dvmh-test: grids=4:2x2 3:1x3 2:2x1
! Sequential code around parallel loops as ported codes have it: single elements of
! distributed arrays read and written outside loops (owners' values everywhere), a DO loop
! over one row in sequential code, ON clauses with a fixed sequential variable (a(i, k)),
! CYCLE in a parallel loop body, an inner sequential loop with EXIT, and array assignments
! to INHERIT dummies inside a subroutine (implicit parallel loops on inherited arrays).
program dvmz4_seq_access
  implicit none
  integer, parameter :: n = 12, m = 9
  real(8) :: a(n, m), b(n, m), x, rowsum
  integer :: i, j, k, cnt
!dvm$ distribute a(block, block)
!dvm$ align b(i, j) with a(i, j)
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = i + 0.5d0 * j
      b(i, j) = 0d0
    end do
  end do
  a(3, 4) = -7d0
  a(n, m) = a(1, 1) + a(3, 4)
  x = a(n, m) * 2
  rowsum = 0d0
  do j = 1, m
    rowsum = rowsum + a(5, j)
  end do
  print '(3f12.4)', a(n, m), x, rowsum
  do k = 2, m, 3
!dvm$ parallel (i) on a(i, k)
    do i = 1, n
      a(i, k) = a(i, k) * k
    end do
  end do
  cnt = 0
!dvm$ parallel (j, i) on b(i, j), reduction(sum(cnt)), private(k)
  do j = 1, m
    do i = 1, n
      if (mod(i + j, 4) == 0) cycle
      b(i, j) = a(i, j)
      do k = 1, 10
        if (k * k > i + j) exit
        b(i, j) = b(i, j) + 0.1d0 * k
      end do
      cnt = cnt + 1
    end do
  end do
  print '(i5, f16.6)', cnt, sum(b)
  call scale(a, b, n, m, 0.5d0)
  print '(f16.6, 2f12.4)', sum(a), a(2, 2), b(n, 1)
end program dvmz4_seq_access

subroutine scale(p, q, n, m, f)
  integer n, m
  real(8) p(n, m), q(n, m), f
!dvm$ inherit p, q
  p = p * f + q
  q(1:n, 1) = p(1:n, 1) - 1d0
  p(:, m) = 0d0
end subroutine scale
