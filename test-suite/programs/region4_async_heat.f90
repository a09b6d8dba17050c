! An explicit 2-D heat solver whose time steps run in ASYNC regions: with DVMH_ALLOW_ASYNC
! each step's update and copy-back are queued on the device without the host waiting, and the
! host only waits when it needs the data: every kstep steps GET_ACTUAL brings the field back to
! print probe values and the host adds a heat pulse at one point (declared with ACTUAL), and a
! synchronous region with MAX and SUM reductions measures the field at the end. The results
! must be the serial program's.
! dvmh-test: grids=4:2x2 3:3x1 2:1x2
! dvmh-test: emulation-env=DVMH_ALLOW_ASYNC=1
! dvmh-test: emulation-env=DVMH_ALLOW_ASYNC=1 DVMH_CPU_PERF=1 DVMH_CUDAS_PERF=1
program region4_async_heat
  implicit none
  integer, parameter :: nx = 40, ny = 34, nsteps = 24, kstep = 6
  real(8), parameter :: alpha = 0.2d0
  real(8) :: t(nx, ny), tn(nx, ny), dmax, total
  integer :: i, j, step
!dvm$ distribute t(block, block)
!dvm$ align tn(i, j) with t(i, j)
!dvm$ shadow t(1:1, 1:1)
!dvm$ region out(t, tn)
!dvm$ parallel (j, i) on t(i, j)
  do j = 1, ny
    do i = 1, nx
      t(i, j) = 0.0d0
      if (j == 1) t(i, j) = 1.0d0 + 0.05d0 * i
      if (i == nx) t(i, j) = 0.5d0
      tn(i, j) = t(i, j)
    end do
  end do
!dvm$ end region
  do step = 1, nsteps
!dvm$ region async
!dvm$ parallel (j, i) on tn(i, j), shadow_renew(t)
    do j = 2, ny - 1
      do i = 2, nx - 1
        tn(i, j) = t(i, j) + alpha * (t(i - 1, j) + t(i + 1, j) + t(i, j - 1) &
                 + t(i, j + 1) - 4.0d0 * t(i, j))
      end do
    end do
!dvm$ parallel (j, i) on t(i, j)
    do j = 2, ny - 1
      do i = 2, nx - 1
        t(i, j) = tn(i, j)
      end do
    end do
!dvm$ end region
    if (mod(step, kstep) == 0) then
!dvm$ get_actual(t)
      print '(A, I3, 4F14.8)', ' step', step, t(2, 2), t(nx / 2, ny / 2), &
        t(nx - 1, 3), t(5, ny - 1)
      t(nx / 3, ny / 2) = t(nx / 3, ny / 2) + 2.0d0
!dvm$ actual(t)
    end if
  end do
  dmax = 0
  total = 0
!dvm$ region
!dvm$ parallel (j, i) on t(i, j), reduction(max(dmax), sum(total))
  do j = 2, ny - 1
    do i = 2, nx - 1
      dmax = max(dmax, abs(t(i, j) - tn(i, j)))
      total = total + t(i, j) * (i + 0.5d0 * j)
    end do
  end do
!dvm$ end region
  print '(A, ES22.14)', ' change', dmax
  print '(A, ES22.14)', ' weighted', total
end program region4_async_heat
