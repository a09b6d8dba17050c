! dvmh-test: grids=4:2x2 4:4x1 6:3x2
! Parallel loops with steps and offsets on distributed dimensions of arrays with lower
! bounds other than 1, ON a stretched alignment (ON B(2*I-1)), SHADOW_GROUP (CORNER) with
! SHADOW_START/SHADOW_WAIT and asymmetric widths, and a REDUCTION_GROUP collecting the
! reductions of one loop while another runs.
program dvmx_steps_groups
  implicit none
  integer, parameter :: n = 13, m = 8
  real(8) :: a(0:n, -2:m), b(2 * n + 1), c(0:n, -2:m)
  integer :: i, j
  real(8) :: s1, s2, mx
!dvm$ distribute a(block, block)
!dvm$ align c(i, j) with a(i, j)
!dvm$ shadow a(2:0, 1:1)
!dvm$ template t(2 * n + 1)
!dvm$ distribute t(block)
!dvm$ align b(i) with t(i)
!dvm$ reduction_group rg
!dvm$ shadow_group sg(a(corner))
!dvm$ parallel (j, i) on a(i, j)
  do j = -2, m
    do i = 0, n
      a(i, j) = i * 2 - j * 0.5d0
      c(i, j) = 0
    end do
  end do
!dvm$ shadow_start sg
!dvm$ parallel (i) on b(i)
  do i = 1, 2 * n + 1
    b(i) = -i
  end do
!dvm$ parallel (j, i) on c(i, j), shadow_wait sg
  do j = -1, m - 1, 2
    do i = 2, n, 3
      c(i, j) = a(i - 2, j) + a(i - 1, j + 1) + a(i, j - 1)
    end do
  end do
!dvm$ parallel (i) on b(2 * i - 1)
  do i = 1, n + 1
    b(2 * i - 1) = b(2 * i - 1) * 0.5d0 + i
  end do
  s1 = 0; s2 = 0; mx = -1d30
!dvm$ parallel (j, i) on c(i, j), reduction(rg: sum(s1), max(mx))
  do j = -2, m
    do i = 0, n
      s1 = s1 + c(i, j)
      mx = max(mx, c(i, j))
    end do
  end do
!dvm$ reduction_start rg
!dvm$ parallel (i) on b(i), reduction(sum(s2))
  do i = 1, 2 * n + 1, 2
    s2 = s2 + b(i) * i
  end do
!dvm$ reduction_wait rg
  print '(3f18.6)', s1, s2, mx
  print '(4f14.6)', c(2, -1), c(n - 1, m - 1), c(5, 3), b(2 * n + 1)
end program
