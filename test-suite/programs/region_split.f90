! CPU+GPU splitting of a region's parallel loops by DVMH_CPU_PERF / DVMH_CUDAS_PERF, and
! actuality per written part: a Jacobi sweep that writes only the interior, a copy back, an
! update of every other column, reductions (sum, max, maxloc) combined over the device's and
! the CPU threads' parts, host sections and host code after the region reading elements each
! side wrote; regions with TARGETS(CUDA) (not split) and TARGETS(HOST) (on the CPU). The
! emulated runs repeat with the loops split 3:1, 1:2.5 and all on the CPU.
! dvmh-test: emulation-env=DVMH_CPU_PERF=1 DVMH_CUDAS_PERF=3
! dvmh-test: emulation-env=DVMH_CPU_PERF=2.5 DVMH_CUDAS_PERF=1
! dvmh-test: emulation-env=DVMH_CPU_PERF=1 DVMH_CUDAS_PERF=0
program region_split
  implicit none
  integer, parameter :: n = 40, m = 36
  real(8) :: a(n, m), b(n, m), s, vmax
  integer :: i, j, it, iloc(2), cnt
!dvm$ distribute a(block, block)
!dvm$ align b(i, j) with a(i, j)
!dvm$ region
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = 0d0
      b(i, j) = dble(mod(i * 7 + j * 3, 11))
    end do
  end do
  do it = 1, 4
!dvm$ parallel (j, i) on a(i, j), shadow_renew(b)
    do j = 2, m - 1
      do i = 2, n - 1
        a(i, j) = 0.25d0 * (b(i-1, j) + b(i+1, j) + b(i, j-1) + b(i, j+1))
      end do
    end do
!dvm$ parallel (j, i) on b(i, j)
    do j = 2, m - 1
      do i = 2, n - 1
        b(i, j) = a(i, j)
      end do
    end do
!dvm$ host_section
    print '(a, i2, 4f12.6)', ' it', it, b(2, 2), b(n-1, m-1), b(n/2, m/2), b(1, m)
!dvm$ end host_section
  end do
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m, 2
    do i = 1, n
      a(i, j) = a(i, j) + dble(j)
    end do
  end do
  s = 0
  vmax = -1
  iloc = 0
  cnt = 0
!dvm$ parallel (j, i) on a(i, j), reduction(sum(s), sum(cnt), maxloc(vmax, iloc, 2))
  do j = 1, m
    do i = 1, n
      s = s + a(i, j)
      if (a(i, j) > 20d0) cnt = cnt + 1
      if (a(i, j) + dble(i) * 1d-3 > vmax) then
        vmax = a(i, j) + dble(i) * 1d-3
        iloc(1) = i
        iloc(2) = j
      end if
    end do
  end do
!dvm$ end region
  print '(a, f16.6, i6, f12.6, 2i4)', ' s', s, cnt, vmax, iloc
  print '(a, 4f12.6)', ' a', a(2, 2), a(n-1, m-1), a(1, 1), a(n, m-1)
  b(5, 5) = -3d0
!dvm$ actual(b(5, 5))
!dvm$ region targets(cuda)
!dvm$ parallel (j, i) on b(i, j)
  do j = 1, m
    do i = 1, n
      b(i, j) = b(i, j) * 2d0 + a(i, j)
    end do
  end do
!dvm$ end region
!dvm$ region targets(host)
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = a(i, j) - b(i, j)
    end do
  end do
!dvm$ end region
  s = 0
!dvm$ parallel (j, i) on b(i, j), reduction(sum(s))
  do j = 1, m
    do i = 1, n
      s = s + b(i, j) * dble(mod(i + j, 3))
    end do
  end do
  print '(a, f18.6, 3f12.6)', ' t', s, b(5, 5), b(n, m), a(3, 4)
end program region_split
