! dvmh-test: grids=4:2x2 4:1x4 3:3x1
! A 2-D wave equation with three time levels in aligned (BLOCK, BLOCK) arrays inside a
! REGION: shadow renewal of the current level, a rotation of the levels by parallel
! copies, SUM reductions of the discrete energy, and GET_ACTUAL for a probe point.
program dvm_wave2d
  implicit none
  integer, parameter :: n = 32, nt = 40
  real(8) :: uold(n, n), u(n, n), unew(n, n), c2, e, probe
  integer :: i, j, it
!dvm$ distribute u(block, block)
!dvm$ align (i, j) with u(i, j) :: uold, unew
!dvm$ shadow u(1:1, 1:1)
  c2 = 0.2d0
!dvm$ region
!dvm$ parallel (j, i) on u(i, j)
  do j = 1, n
    do i = 1, n
      u(i, j) = exp(-0.05d0 * ((i - 12) ** 2 + (j - 17) ** 2))
      uold(i, j) = u(i, j)
      unew(i, j) = 0
    end do
  end do
!dvm$ end region
  do it = 1, nt
!dvm$ region
!dvm$ parallel (j, i) on unew(i, j), shadow_renew(u)
    do j = 2, n - 1
      do i = 2, n - 1
        unew(i, j) = 2 * u(i, j) - uold(i, j) + c2 * (u(i + 1, j) + u(i - 1, j) &
          + u(i, j + 1) + u(i, j - 1) - 4 * u(i, j))
      end do
    end do
!dvm$ parallel (j, i) on u(i, j)
    do j = 2, n - 1
      do i = 2, n - 1
        uold(i, j) = u(i, j)
        u(i, j) = unew(i, j)
      end do
    end do
!dvm$ end region
    if (mod(it, 10) == 0) then
      e = 0
!dvm$ region
!dvm$ parallel (j, i) on u(i, j), reduction(sum(e))
      do j = 1, n
        do i = 1, n
          e = e + u(i, j) ** 2 + (u(i, j) - uold(i, j)) ** 2
        end do
      end do
!dvm$ end region
!dvm$ get_actual(e, u)
      probe = u(20, 9)
      write (*, '(i4, 2es16.7)') it, e, probe
    end if
  end do
end program dvm_wave2d
