! dvmh-test: grids=4:2x2 4:4x1 8:2x4
! Distributed ALLOCATABLE arrays reallocated with other sizes and lower bounds in a loop
! (an aligned array and a template-aligned array follow), with shadow renewal and reductions
! on each size, and sizes smaller than the process count.
program dvmx_alloc_resize
  implicit none
  real(8), allocatable :: u(:, :), v(:, :), w(:)
  integer :: i, j, n, m, lo, round
  real(8) :: s, smin
!dvm$ distribute u(block, block)
!dvm$ align v(i, j) with u(i, j)
!dvm$ shadow u(1, 1)
!dvm$ distribute w(block)
  do round = 1, 4
    n = 3 + 4 * round
    m = 9 - 2 * round
    lo = round - 2
    allocate (u(lo:n, m), v(lo:n, m), w(lo:lo + round))
!dvm$ parallel (j, i) on u(i, j)
    do j = 1, m
      do i = lo, n
        u(i, j) = i * 1.5d0 - j + round
      end do
    end do
!dvm$ parallel (j, i) on v(i, j), shadow_renew(u)
    do j = 1, m
      do i = lo, n
        if (i > lo .and. i < n .and. j > 1 .and. j < m) then
          v(i, j) = u(i - 1, j) + u(i + 1, j) - u(i, j - 1) * u(i, j + 1) * 0.1d0
        else
          v(i, j) = u(i, j)
        end if
      end do
    end do
!dvm$ parallel (i) on w(i)
    do i = lo, lo + round
      w(i) = i * i
    end do
    s = 0; smin = 1d9
!dvm$ parallel (j, i) on v(i, j), reduction(sum(s), min(smin))
    do j = 1, m
      do i = lo, n
        s = s + v(i, j)
        smin = min(smin, v(i, j))
      end do
    end do
    print '(i2, 4i4, 2f14.5, f8.1)', round, lbound(u, 1), ubound(u, 1), size(v, 2), size(w), &
      s, smin, sum(w)
    deallocate (v, u, w)
  end do
  print *, allocated(u), allocated(v)
end program
