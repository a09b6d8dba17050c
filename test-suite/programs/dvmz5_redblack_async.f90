! dvmh-test: grids=2:1x2 3:3x1 4:2x2
! Red-black SOR for a Poisson problem, DVM style: each colour is a PARALLEL nest over the whole
! interior that updates only the points of its colour, the black half reading the red points
! just updated through SHADOW_RENEW; the edges for the red half come from an asynchronous
! SHADOW_START/SHADOW_WAIT of a SHADOW_GROUP that overlaps the scaling of the right-hand
! side; the two halves' largest changes go to a REDUCTION_GROUP started after the black half
! and waited for after an independent loop that measures the solution's energy.
program dvmz5_redblack_async
  implicit none
  integer, parameter :: n = 21, m = 18, nit = 30
  real(8), parameter :: omega = 1.5d0
  real(8) :: u(n, m), f(n, m), g(n, m)
!dvm$ distribute u(block, block)
!dvm$ align (i, j) with u(i, j) :: f, g
!dvm$ reduction_group rg
  integer :: i, j, it
  real(8) :: h2, dred, dblack, unew, energy, usum
!dvm$ shadow_group sg(u)
  h2 = (1d0 / (n - 1))**2
!dvm$ parallel (j, i) on u(i, j)
  do j = 1, m
    do i = 1, n
      u(i, j) = 0d0
      if (i == 1 .or. i == n) u(i, j) = 1d0 - 0.02d0 * j
      f(i, j) = 10d0 * exp(-((i - 8)**2 + (j - 11)**2) / 9d0)
    end do
  end do
  do it = 1, nit
!dvm$ shadow_start sg
!dvm$ parallel (j, i) on g(i, j)
    do j = 1, m
      do i = 1, n
        g(i, j) = h2 * f(i, j) * (1d0 + 0.01d0 * it)
      end do
    end do
!dvm$ shadow_wait sg
    dred = 0d0
    dblack = 0d0
!dvm$ parallel (j, i) on u(i, j), private(unew), reduction(rg: max(dred))
    do j = 2, m - 1
      do i = 2, n - 1
        if (mod(i + j, 2) == 0) then
          unew = 0.25d0 * (u(i - 1, j) + u(i + 1, j) + u(i, j - 1) + u(i, j + 1) + g(i, j))
          dred = max(dred, abs(unew - u(i, j)))
          u(i, j) = u(i, j) + omega * (unew - u(i, j))
        end if
      end do
    end do
!dvm$ parallel (j, i) on u(i, j), private(unew), shadow_renew(u), reduction(rg: max(dblack))
    do j = 2, m - 1
      do i = 2, n - 1
        if (mod(i + j, 2) == 1) then
          unew = 0.25d0 * (u(i - 1, j) + u(i + 1, j) + u(i, j - 1) + u(i, j + 1) + g(i, j))
          dblack = max(dblack, abs(unew - u(i, j)))
          u(i, j) = u(i, j) + omega * (unew - u(i, j))
        end if
      end do
    end do
!dvm$ reduction_start rg
    energy = 0d0
!dvm$ parallel (j, i) on u(i, j), reduction(sum(energy))
    do j = 1, m
      do i = 1, n
        energy = energy + u(i, j) * g(i, j)
      end do
    end do
!dvm$ reduction_wait rg
    if (mod(it, 5) == 0) print '(i3, 2es15.7, f16.10)', it, dred, dblack, energy
  end do
  usum = 0d0
!dvm$ parallel (j, i) on u(i, j), reduction(sum(usum))
  do j = 1, m
    do i = 1, n
      usum = usum + u(i, j) * (i + 2 * j)
    end do
  end do
  print '(a, f20.10)', 'weighted sum', usum
  print '(4f14.9)', u(8, 11), u(2, 2), u(n - 1, m - 1), u(n / 2, m / 2)
end program dvmz5_redblack_async
