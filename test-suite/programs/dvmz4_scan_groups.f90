! dvmh-test: grids=2:2 3:3 4:4
! Prefix and suffix sums of a vector of odd length under ACROSS (a pipeline through the
! processes, forwards and backwards), a 2-D cumulative sum along both dimensions of an
! array distributed (BLOCK, *), and a REDUCTION_GROUP whose MAX, MIN and SUM of two loops
! are started with REDUCTION_START while an unrelated loop runs and waited for afterwards.
program dvmz4_scan_groups
  implicit none
  integer, parameter :: n = 29, m = 6
  real(8) :: x(n), y(n), z(n), q(n, m)
  real(8) :: xmax, ymin, tot
  integer :: i, j
!dvm$ distribute x(block)
!dvm$ align (i) with x(i) :: y, z
!dvm$ shadow x(1:1), y(1:1)
!dvm$ distribute q(block, *)
!dvm$ shadow q(1:1, 0:0)
!dvm$ reduction_group rg
!dvm$ parallel (i) on x(i)
  do i = 1, n
    x(i) = dble(mod(i * 7, 11)) - 4d0
    y(i) = x(i)
    z(i) = 0d0
  end do
!dvm$ parallel (i) on x(i), across(x(1:0))
  do i = 2, n
    x(i) = x(i) + x(i - 1)
  end do
!dvm$ parallel (i) on y(i), across(y(0:1))
  do i = n - 1, 1, -1
    y(i) = y(i) + y(i + 1)
  end do
!dvm$ parallel (j, i) on q(i, j)
  do j = 1, m
    do i = 1, n
      q(i, j) = 1d0 + mod(i + j, 3)
    end do
  end do
!dvm$ parallel (j, i) on q(i, j), across(q(1:0, 0:0))
  do j = 1, m
    do i = 2, n
      q(i, j) = q(i, j) + q(i - 1, j)
    end do
  end do
!dvm$ parallel (i) on q(i, *)
  do i = 1, n
    do j = 2, m
      q(i, j) = q(i, j) + q(i, j - 1)
    end do
  end do
  xmax = -1d30
  ymin = 1d30
  tot = 0d0
!dvm$ parallel (i) on x(i), reduction(rg: max(xmax))
  do i = 1, n
    xmax = max(xmax, x(i))
  end do
!dvm$ parallel (i) on y(i), reduction(rg: min(ymin), sum(tot))
  do i = 1, n
    ymin = min(ymin, y(i))
    tot = tot + y(i)
  end do
!dvm$ reduction_start rg
!dvm$ parallel (i) on z(i), shadow_renew(x, y)
  do i = 2, n - 1
    z(i) = x(i + 1) - x(i - 1) + y(i - 1) - y(i + 1)
  end do
!dvm$ reduction_wait rg
  print '(3f14.4)', xmax, ymin, tot
  print '(f10.3)', x(n), y(1)
  print '(7f8.2)', x(1:7)
  print '(f14.4)', sum(z)
  print '(6f9.2)', q(n, :)
  print '(f14.4)', sum(q)
end program dvmz4_scan_groups
