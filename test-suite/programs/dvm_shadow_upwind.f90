! dvmh-test: grids=4:4x1 4:2x2 3:3x1
! Asymmetric shadow widths: SHADOW a(0:2, 1:0) declares two elements beyond the upper
! edge in dimension 1 and one below the lower edge in dimension 2, which is exactly what a
! second-order upwind stencil (i+1, i+2, j-1) reads; the updates alternate between two
! arrays, with SUM and PRODUCT reductions of a survival factor per sweep.
program dvm_shadow_upwind
  implicit none
  integer, parameter :: nx = 30, ny = 14, nsweep = 6
  real(8) :: a(nx, ny), b(nx, ny), s, p
  integer :: i, j, it
!dvm$ distribute a(block, block)
!dvm$ align b(i, j) with a(i, j)
!dvm$ shadow a(0:2, 1:0)
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, ny
    do i = 1, nx
      a(i, j) = exp(-0.02d0 * ((i - 20) ** 2 + (j - 7) ** 2))
      b(i, j) = a(i, j)
    end do
  end do
  do it = 1, nsweep
!dvm$ parallel (j, i) on b(i, j), shadow_renew(a)
    do j = 2, ny
      do i = 1, nx - 2
        b(i, j) = a(i, j) + 0.2d0 * (-3 * a(i, j) + 4 * a(i + 1, j) - a(i + 2, j)) / 2 &
          + 0.1d0 * (a(i, j - 1) - a(i, j))
      end do
    end do
    s = 0
    p = 1
!dvm$ parallel (j, i) on a(i, j), reduction(sum(s), product(p))
    do j = 1, ny
      do i = 1, nx
        a(i, j) = b(i, j)
        s = s + a(i, j)
        if (j == 7) p = p * (1 - 0.1d0 * a(i, j))
      end do
    end do
    write (*, '(i3, 2f16.10)') it, s, p
  end do
!dvm$ get_actual(a)
  write (*, '(5f12.7)') (a(i, 7), i = 10, 30, 5)
end program dvm_shadow_upwind
