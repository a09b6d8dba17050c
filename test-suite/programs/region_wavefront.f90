! dvmh-test: grids=2:2x1 2:1x2 4:2x2
! ACROSS loops without reductions in a REGION: on a device each may run as one wavefront
! kernel (all hyperplanes in one launch, a grid barrier between planes) or as one launch per
! plane (DVMH_ACROSS_VARIANT; the emulation runs of the test use both). Gauss-Seidel sweeps
! over a 2-D array whose largest planes have more points than the wavefront kernel's grid
! has threads (so each thread walks several points of a plane), a 3-D sweep backwards in k,
! and a 2-D loop whose dependence runs along one dimension only; ordinary device loops read
! the results.
program region_wavefront
  implicit none
  integer, parameter :: n = 1100, m = 1030, l1 = 20, l2 = 26, l3 = 31, sweeps = 3
  real(8) :: a(n, m), c(l1, l2, l3), s, cs
  integer :: i, j, k, it
!dvm$ distribute a(block, block)
!dvm$ distribute c(*, block, block)
!dvm$ shadow c(1:1, 1:1, 1:1)
!dvm$ region
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = mod(i * 7 + j * 3, 19) * 0.125d0
    end do
  end do
  do it = 1, sweeps
!dvm$ parallel (j, i) on a(i, j), across(a(1:1, 1:1))
    do j = 2, m - 1
      do i = 2, n - 1
        a(i, j) = 0.24d0 * (a(i - 1, j) + a(i + 1, j) + a(i, j - 1) + a(i, j + 1)) &
                  + 0.04d0 * a(i, j)
      end do
    end do
  end do
!dvm$ parallel (k, j, i) on c(i, j, k)
  do k = 1, l3
    do j = 1, l2
      do i = 1, l1
        c(i, j, k) = dble(mod(i * 2 + j + 5 * k, 23)) / 4
      end do
    end do
  end do
!dvm$ parallel (k, j, i) on c(i, j, k), across(c(1:1, 1:1, 1:1))
  do k = l3 - 1, 2, -1
    do j = 2, l2 - 1
      do i = 2, l1 - 1
        c(i, j, k) = (c(i - 1, j, k) + c(i, j - 1, k) + c(i, j, k + 1)) / 4 &
                     + (c(i + 1, j, k) + c(i, j + 1, k) + c(i, j, k - 1)) / 12
      end do
    end do
  end do
!dvm$ parallel (j, i) on a(i, j), across(a(0:0, 1:0))
  do j = 2, m
    do i = 1, n
      a(i, j) = 0.5d0 * a(i, j) + 0.25d0 * a(i, j - 1)
    end do
  end do
  s = 0
!dvm$ parallel (j, i) on a(i, j), reduction(sum(s))
  do j = 1, m
    do i = 1, n
      s = s + a(i, j) * mod(i + j, 3)
    end do
  end do
  cs = 0
!dvm$ parallel (k, j, i) on c(i, j, k), reduction(sum(cs))
  do k = 1, l3
    do j = 1, l2
      do i = 1, l1
        cs = cs + c(i, j, k) * mod(i + 2 * j + k, 5)
      end do
    end do
  end do
!dvm$ end region
  print '(a, f24.10)', ' s =', s
  print '(a, f24.10)', ' cs =', cs
  print '(4f16.10)', a(2, 2), a(n / 2, m / 2), a(n - 1, m - 1), a(n, m)
  print '(4f16.10)', c(2, 2, 2), c(l1 / 2, l2 / 2, l3 / 2), c(l1 - 1, l2 - 1, l3 - 1), c(3, 4, 5)
end program region_wavefront
