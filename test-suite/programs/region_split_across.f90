! CPU+GPU splitting of ACROSS loops by DVMH_CPU_PERF / DVMH_CUDAS_PERF: the outermost dimension
! of each process's block is cut in the weights' ratio, the parts run in the serial order (the
! device's first, or the CPU's when that dimension runs backwards), the first part's boundary
! rows go to the other side before it starts. A 2-D Gauss-Seidel sweep forwards with SUM and
! MAXLOC (ties), a sweep backwards in both dimensions with MIN, a 3-D sweep, each repeated, then
! a loop without ACROSS and host code reading both parts.
! dvmh-test: grids=2:2x1 2:1x2 4:2x2
! dvmh-test: emulation-env=DVMH_CPU_PERF=1 DVMH_CUDAS_PERF=3
! dvmh-test: emulation-env=DVMH_CPU_PERF=2.5 DVMH_CUDAS_PERF=1
program region_split_across
  implicit none
  integer, parameter :: n = 48, m = 40, l1 = 12, l2 = 14, l3 = 16
  real(8) :: a(n, m), c(l1, l2, l3), s, vmax, vmin, cs
  integer :: i, j, k, it, iloc(2)
!dvm$ distribute a(block, block)
!dvm$ distribute c(*, block, block)
!dvm$ shadow c(1:1, 1:1, 1:1)
!dvm$ region
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = mod(i * 5 + j * 3, 11) * 0.5d0
    end do
  end do
!dvm$ parallel (k, j, i) on c(i, j, k)
  do k = 1, l3
    do j = 1, l2
      do i = 1, l1
        c(i, j, k) = mod(i + 2 * j + 3 * k, 7) * 0.25d0
      end do
    end do
  end do
!dvm$ end region
  s = 0
  vmax = -1
  iloc = 0
  vmin = 1.0d9
  cs = 0
  do it = 1, 3
!dvm$ region
!dvm$ parallel (j, i) on a(i, j), across(a(1:1, 1:1)), reduction(sum(s), maxloc(vmax, iloc, 2))
    do j = 2, m - 1
      do i = 2, n - 1
        a(i, j) = aint(4 * (a(i - 1, j) + a(i, j - 1) + a(i + 1, j) + a(i, j + 1))) / 16
        s = s + a(i, j) * mod(i + j, 3)
        if (a(i, j) > vmax) then
          vmax = a(i, j)
          iloc(1) = i
          iloc(2) = j
        end if
      end do
    end do
!dvm$ parallel (j, i) on a(i, j), across(a(1:1, 1:1)), reduction(min(vmin))
    do j = m - 1, 2, -1
      do i = n - 1, 2, -1
        a(i, j) = (a(i + 1, j) + a(i, j + 1)) * 0.3d0 + (a(i - 1, j) + a(i, j - 1)) * 0.2d0 + 1.0d-3 * i
        vmin = min(vmin, a(i, j) + 0.01d0 * j)
      end do
    end do
!dvm$ parallel (k, j, i) on c(i, j, k), across(c(1:1, 1:1, 1:1)), reduction(sum(cs))
    do k = 2, l3 - 1
      do j = 2, l2 - 1
        do i = 2, l1 - 1
          c(i, j, k) = (c(i - 1, j, k) + c(i, j - 1, k) + c(i, j, k - 1)) / 4 &
                       + (c(i + 1, j, k) + c(i, j + 1, k) + c(i, j, k + 1)) / 12 + 1.0d-4 * k
          cs = cs + c(i, j, k)
        end do
      end do
    end do
!dvm$ parallel (j, i) on a(i, j)
    do j = 1, m
      do i = 1, n
        a(i, j) = a(i, j) * 0.999d0
      end do
    end do
!dvm$ end region
    print '(a, i2, f18.8, f10.4, 2i4, f14.8, f16.8)', ' it', it, s, vmax, iloc, vmin, cs
  end do
  print '(4f16.10)', a(2, 2), a(n / 2, m / 2), a(n - 1, m - 1), a(7, m - 3)
  print '(4f16.10)', c(2, 2, 2), c(l1 / 2, l2 / 2, l3 / 2), c(l1 - 1, l2 - 1, l3 - 1), sum(a)
end program region_split_across
