! Actuality per written part (seed 000 ch. 3): a loop that writes only the interior of A
! leaves the host copy stale only there, so END REGION brings back only the interior and a
! GET_ACTUAL of the untouched first column moves nothing; with DVMH_CPU_PERF and
! DVMH_CUDAS_PERF the loop is split between the device and the CPU, and each side gets only
! the other's part before the next sweep (the gpu_kernels test checks the transfer logs).
! dvmh-test: emulation-env=DVMH_CPU_PERF=1 DVMH_CUDAS_PERF=1
program region_partial_write
  implicit none
  integer, parameter :: n = 20, m = 10
  real(8) :: a(n, m)
  integer :: i, j, it
!dvm$ distribute a(block, block)
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = dble(i + 100 * j)
    end do
  end do
!dvm$ region
  do it = 1, 2
!dvm$ parallel (j, i) on a(i, j)
    do j = 2, m - 1
      do i = 2, n - 1
        a(i, j) = a(i, j) * 0.5d0 + dble(it)
      end do
    end do
  end do
!dvm$ host_section
!dvm$ get_actual(a(1:n, 1))
  print '(a, 3f10.2)', ' edge', a(1, 1), a(n, 1), a(5, 1)
!dvm$ end host_section
!dvm$ end region
  print '(a, 4f10.2)', ' a', a(2, 2), a(n-1, m-1), a(1, m), a(10, 5)
end program region_partial_write
