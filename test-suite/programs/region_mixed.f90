! A time loop inside one REGION mixing loops that run on a GPU with one that cannot (it calls
! SIN and EXP, which kernels lack, so it runs on the host), host code between them reading and
! writing single elements, and a SHADOW_RENEW of an array the device wrote: every switch of
! side must bring the current values along (the runtime's actuality rules).
program region_mixed
  implicit none
  integer, parameter :: n = 40, m = 30, steps = 6
  real(8) :: u(n, m), v(n, m), s, smax
  integer :: i, j, it
!dvm$ distribute u(block, block)
!dvm$ align v(i, j) with u(i, j)
!dvm$ shadow u(1:1, 1:1)
!dvm$ region
!dvm$ parallel (j, i) on u(i, j)
  do j = 1, m
    do i = 1, n
      u(i, j) = mod(i * 7 + j * 3, 11) * 0.5d0
      v(i, j) = 0
    end do
  end do
  do it = 1, steps
!dvm$ parallel (j, i) on v(i, j), shadow_renew(u)
    do j = 2, m - 1
      do i = 2, n - 1
        v(i, j) = 0.25d0 * (u(i - 1, j) + u(i + 1, j) + u(i, j - 1) + u(i, j + 1))
      end do
    end do
!dvm$ parallel (j, i) on u(i, j)
    do j = 1, m
      do i = 1, n
        u(i, j) = v(i, j) + 0.01d0 * sin(0.1d0 * i * it) * exp(-0.05d0 * j)
      end do
    end do
    u(it + 1, it + 2) = u(it + 1, it + 2) + 1.0d0
    s = 0
    smax = -1
!dvm$ parallel (j, i) on u(i, j), reduction(sum(s), max(smax))
    do j = 1, m
      do i = 1, n
        s = s + u(i, j)
        smax = max(smax, abs(u(i, j) - v(i, j)))
      end do
    end do
    print '(i3, 2f18.10, f12.6)', it, s, smax, u(it + 1, it + 2)
  end do
!dvm$ end region
  print '(5f12.6)', (u(i, 3), i = 1, 5), (v(i, m - 1), i = n - 4, n)
end program region_mixed
