! dvmh-test: grids=4:2x2 4:4x1 6:2x3
! ACROSS naming two arrays with different widths (one aligned with the other by a shift),
! a REMOTE_ACCESS and a SHADOW_RENEW of a third array in the same ACROSS loop, a PRIVATE
! temporary and a MAX reduction, then an ACROSS along the second dimension only.
program dvmx_across_two
  implicit none
  integer, parameter :: n = 13, m = 9
  real(8) :: p(n, m), q(n, m), g(n, m), h(m)
  integer :: i, j
  real(8) :: t, big
!dvm$ distribute p(block, block)
!dvm$ align q(i, j) with p(i, j)
!dvm$ align g(i, j) with p(i, j)
!dvm$ distribute h(block)
!dvm$ shadow q(1:1, 2:0)
!dvm$ parallel (j, i) on p(i, j)
  do j = 1, m
    do i = 1, n
      p(i, j) = mod(i + 2 * j, 5) * 0.2d0
      q(i, j) = mod(3 * i + j, 4) * 0.1d0
      g(i, j) = i - j
    end do
  end do
!dvm$ parallel (j) on h(j)
  do j = 1, m
    h(j) = 1.0d0 / (j + 1)
  end do
  big = -1
!dvm$ parallel (j, i) on p(i, j), across(p(1:0, 1:0), q(1:0, 2:0)), shadow_renew(g), &
!dvm$& remote_access(h(:)), private(t), reduction(max(big))
  do j = 3, m
    do i = 2, n - 1
      t = p(i - 1, j) + p(i, j - 1) * h(j) + q(i, j - 2) - q(i - 1, j) + 0.01d0 * (g(i + 1, j) - g(i, j - 1))
      p(i, j) = t * 0.5d0
      q(i, j) = q(i, j) + t * 0.25d0
      big = max(big, t)
    end do
  end do
!dvm$ parallel (j, i) on q(i, j), across(q(0:0, 2:0))
  do j = 3, m
    do i = 1, n
      q(i, j) = q(i, j - 2) * 0.5d0 + q(i, j)
    end do
  end do
  print '(f18.10)', big
  print '(4f16.10)', p(n - 1, m), q(n, m), p(5, 5), q(2, 3)
  print '(2f18.8)', sum(p), sum(q)
end program
