! dvmh-test: grids=4:2x2 4:1x4 3:3x1
! A time loop that overlaps its communications the way DVM codes do: a SHADOW_GROUP with
! CORNER started before an interior-free loop and waited before the stencil, a REMOTE_GROUP
! filled on the first step and PREFETCHed on the later ones (the remote column and row
! change only with the step parity, so the group is RESET when the parity scheme changes),
! a REDUCTION_GROUP started after the loop and waited after independent work, and BARRIERs
! between the phases.
program groups_prefetch
  implicit none
  integer, parameter :: n = 24, m = 18, nsteps = 8
  real(8) :: u(n, m), v(n, m), g(n, m), s, umax, e
  integer :: i, j, step, jc, ir
!dvm$ distribute u(block, block)
!dvm$ align (i, j) with u(i, j) :: v, g
!dvm$ remote_group rg
!dvm$ reduction_group redg
!dvm$ shadow_group sg(u(corner))
!dvm$ parallel (j, i) on u(i, j)
  do j = 1, m
    do i = 1, n
      u(i, j) = mod(i * 5 + j * 3, 9) * 0.125d0
      g(i, j) = 0.01d0 * (i + j)
    end do
  end do
  do step = 1, nsteps
!dvm$ shadow_start sg
!dvm$ parallel (j, i) on g(i, j)
    do j = 1, m
      do i = 1, n
        g(i, j) = g(i, j) * 0.99d0 + 0.001d0 * step
      end do
    end do
!dvm$ shadow_wait sg
!dvm$ parallel (j, i) on v(i, j), shadow_renew(u(corner))
    do j = 2, m - 1
      do i = 2, n - 1
        v(i, j) = 0.6d0 * u(i, j) + 0.1d0 * (u(i - 1, j - 1) + u(i + 1, j + 1) + u(i - 1, j + 1) + u(i + 1, j - 1))
      end do
    end do
!dvm$ barrier
    if (step == 5) then
!dvm$ reset rg
    end if
    jc = 2 + mod(step, 2)
    ir = n - 1 - mod(step, 2)
    if (step > 1 .and. step /= 5) then
!dvm$ prefetch rg
    end if
!dvm$ parallel (j, i) on u(i, j), remote_access(rg: v(:, jc), v(ir, :))
    do j = 2, m - 1
      do i = 2, n - 1
        u(i, j) = v(i, j) + 0.05d0 * v(i, jc) - 0.03d0 * v(ir, j) + g(i, j)
      end do
    end do
    s = 0
    umax = -1d30
!dvm$ parallel (j, i) on u(i, j), reduction(redg: sum(s), max(umax))
    do j = 1, m
      do i = 1, n
        s = s + u(i, j)
        umax = max(umax, u(i, j))
      end do
    end do
!dvm$ reduction_start redg
    e = 0
!dvm$ parallel (j, i) on g(i, j), reduction(sum(e))
    do j = 1, m
      do i = 1, n
        e = e + g(i, j)**2
      end do
    end do
!dvm$ reduction_wait redg
!dvm$ barrier
    write (*, '(i3, 3es24.15)') step, s, umax, e
  end do
  write (*, '(4es24.15)') u(2, 2), u(n - 1, m - 1), u(n / 2, 3), v(5, m / 2)
end program groups_prefetch
