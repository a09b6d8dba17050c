! dvmh-test: grids=3:3x1 3:1x3 4:2x2
! Derived-type elements in distributed arrays: a 2-D grid of cells (temperature, a source
! term, an integer material tag) distributed by blocks, components read and written in
! parallel loops, the temperature component read at neighbours after SHADOW_RENEW of the
! whole cell array, reductions over components, single elements and components printed.
module cells
  implicit none
  type cell
    real(8) :: t
    real(8) :: q
    integer :: tag
  end type cell
end module cells

program dvmz2_cell_types
  use cells
  implicit none
  integer, parameter :: n = 19, m = 14
  type(cell) :: g(n, m)
  real(8) :: tn(n, m)
!dvm$ distribute g(block, block)
!dvm$ align tn(i, j) with g(i, j)
!dvm$ shadow g(1:1, 1:1)
  integer :: i, j, it, nhot
  real(8) :: s, tmax
!dvm$ parallel (j, i) on g(i, j)
  do j = 1, m
    do i = 1, n
      g(i, j)%t = 0d0
      g(i, j)%tag = mod(i + 2 * j, 3)
      g(i, j)%q = 0.01d0 * g(i, j)%tag
      if (i == 1 .or. j == m) g(i, j)%t = 1d0
    end do
  end do
  do it = 1, 15
!dvm$ parallel (j, i) on tn(i, j), shadow_renew(g)
    do j = 2, m - 1
      do i = 2, n - 1
        tn(i, j) = 0.25d0 * (g(i - 1, j)%t + g(i + 1, j)%t + g(i, j - 1)%t + g(i, j + 1)%t) &
                   + g(i, j)%q
      end do
    end do
!dvm$ parallel (j, i) on g(i, j)
    do j = 2, m - 1
      do i = 2, n - 1
        if (g(i, j)%tag /= 0) g(i, j)%t = tn(i, j)
      end do
    end do
  end do
  s = 0; tmax = -1; nhot = 0
!dvm$ parallel (j, i) on g(i, j), reduction(sum(s), max(tmax), sum(nhot))
  do j = 1, m
    do i = 1, n
      s = s + g(i, j)%t * i
      tmax = max(tmax, g(i, j)%t + g(i, j)%q)
      if (g(i, j)%t > 0.1d0) nhot = nhot + 1
    end do
  end do
  print '(a, f20.10, f14.8, i6)', 'sum/max/hot', s, tmax, nhot
  print '(3f14.8, i3)', g(2, 2)%t, g(n / 2, m / 2)%t, g(n - 1, m - 1)%t, g(5, 7)%tag
  g(3, 4)%t = -2d0
  print '(2f10.4)', g(3, 4)%t, g(3, 5)%q
end program dvmz2_cell_types
