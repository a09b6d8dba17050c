! dvmh-test: grids=4:2x2 4:4x1 3:1x3
! A staggered grid on a TEMPLATE: cell-centred P(I, J) and face arrays U(I, J) (aligned with
! a shift) live on one template distributed BLOCK x BLOCK; loops are mapped ON the template
! itself (PARALLEL (J, I) ON T(I, J)), some run with negative steps in both dimensions, one
! with a stride of 2; the divergence and a max norm are checked.
program template_loops
  implicit none
  integer, parameter :: n = 22, m = 17
  real(8) :: p(n, m), u(0:n, m), w(n, 0:m), s, dmax
  integer :: i, j
!dvm$ template t(0:n, 0:m)
!dvm$ distribute t(block, block)
!dvm$ align p(i, j) with t(i, j)
!dvm$ align u(i, j) with t(i, j)
!dvm$ align w(i, j) with t(i, j)
!dvm$ shadow u(1:0, 0:0)
!dvm$ shadow w(0:0, 1:0)
!dvm$ parallel (j, i) on t(i, j)
  do j = 1, m
    do i = 0, n
      u(i, j) = sin(0.25d0 * i) * cos(0.2d0 * j)
    end do
  end do
!dvm$ parallel (j, i) on t(i, j)
  do j = m, 0, -1
    do i = n, 1, -1
      w(i, j) = 0.1d0 * i - 0.05d0 * j + mod(i * j, 3) * 0.01d0
    end do
  end do
!dvm$ parallel (j, i) on t(i, j), shadow_renew(u, w)
  do j = 1, m
    do i = 1, n
      p(i, j) = (u(i, j) - u(i - 1, j)) + (w(i, j) - w(i, j - 1))
    end do
  end do
!dvm$ parallel (j, i) on t(i, j)
  do j = m, 1, -2
    do i = 1, n, 2
      p(i, j) = -p(i, j)
    end do
  end do
  s = 0
  dmax = 0
!dvm$ parallel (j, i) on t(i, j), reduction(sum(s), max(dmax))
  do j = 1, m
    do i = n, 1, -1
      s = s + p(i, j) * (i - j)
      dmax = max(dmax, abs(p(i, j)))
    end do
  end do
  write (*, '(2es24.15)') s, dmax
  write (*, '(4es24.15)') p(1, 1), p(n, m), p(7, 9), p(n, 1)
end program template_loops
