! dvmh-test: grids=4:4x1 4:1x4 3:1x3
! ACROSS loops in a REGION: on a device (or the emulation device) each runs hyperplane by
! hyperplane (iterations with the same i+j(+k) in parallel, planes in order), inside the
! wavefront over the processes. A 2-D SOR with a MAX reduction (flow and anti dependences in
! both dimensions), a loop with a flow width in one dimension and an anti width in the other,
! a 3-D Gauss-Seidel sweep with a SUM reduction, a 2-D loop with a dependence along one
! dimension only, a CORNER loop (which stays on the host) and a 1-D recurrence (host too),
! mixed with ordinary device loops that read the results.
program region_across
  implicit none
  integer, parameter :: n = 300, m = 280, itmax = 3, l1 = 24, l2 = 30, l3 = 36
  real(8) :: a(n, m), b(n, m), d(n, m), x(n), eps, w, s, csum
  real(8) :: c(l1, l2, l3)
  integer :: i, j, k, it
!dvm$ distribute a(block, block)
!dvm$ align b(i, j) with a(i, j)
!dvm$ align d(i, j) with a(i, j)
!dvm$ distribute x(block)
!dvm$ distribute c(*, block, block)
!dvm$ shadow c(1:1, 1:1, 1:1)
  w = 1.25d0
!dvm$ region
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      if (i == 1 .or. j == 1 .or. i == n .or. j == m) then
        a(i, j) = dble(i + j) / 10
      else
        a(i, j) = 0
      end if
      b(i, j) = mod(i * 3 + j * 7, 13) * 0.25d0
      d(i, j) = mod(i + 2 * j, 5) * 0.5d0
    end do
  end do
  do it = 1, itmax
    eps = 0
!dvm$ parallel (j, i) on a(i, j), across(a(1:1, 1:1)), reduction(max(eps)), private(s)
    do j = 2, m - 1
      do i = 2, n - 1
        s = (w / 4) * (a(i - 1, j) + a(i + 1, j) + a(i, j - 1) + a(i, j + 1)) + (1 - w) * a(i, j)
        eps = max(eps, abs(s - a(i, j)))
        a(i, j) = s
      end do
    end do
    print '(a, i2, a, e18.10)', ' it =', it, '  eps =', eps
  end do
  ! Flow dependence along i (b(i-1, j) is new), anti along j (b(i, j+1) is old).
!dvm$ parallel (i, j) on b(i, j), across(b(1:0, 0:1))
  do i = 2, n
    do j = 1, m - 1
      b(i, j) = 0.5d0 * b(i - 1, j) + 0.25d0 * b(i, j + 1) + 0.125d0 * b(i, j)
    end do
  end do
  ! A dependence along j only: each column i is a recurrence.
!dvm$ parallel (j, i) on a(i, j), across(a(0:0, 1:0))
  do j = 2, m
    do i = 1, n
      a(i, j) = a(i, j) + 0.5d0 * a(i, j - 1)
    end do
  end do
  ! CORNER (d(i-1, j-1), d(i+1, j+1)): the runtime runs it on the host.
!dvm$ parallel (j, i) on d(i, j), across(d(1:1, 1:1)(corner))
  do j = 2, m - 1
    do i = 2, n - 1
      d(i, j) = 0.25d0 * (d(i - 1, j - 1) + d(i - 1, j) + d(i + 1, j + 1)) + 0.25d0 * d(i, j)
    end do
  end do
!dvm$ parallel (k, j, i) on c(i, j, k)
  do k = 1, l3
    do j = 1, l2
      do i = 1, l1
        c(i, j, k) = dble(mod(i + 2 * j + 3 * k, 17))
      end do
    end do
  end do
  csum = 0
!dvm$ parallel (k, j, i) on c(i, j, k), across(c(1:1, 1:1, 1:1)), reduction(sum(csum))
  do k = 2, l3 - 1
    do j = 2, l2 - 1
      do i = 2, l1 - 1
        c(i, j, k) = (c(i - 1, j, k) + c(i + 1, j, k) + c(i, j - 1, k) + c(i, j + 1, k) &
                      + c(i, j, k - 1) + c(i, j, k + 1)) / 6
        csum = csum + c(i, j, k)
      end do
    end do
  end do
!dvm$ parallel (i) on x(i)
  do i = 1, n
    x(i) = dble(mod(i * 5, 7)) / 8
  end do
!dvm$ parallel (i) on x(i), across(x(1:0))
  do i = 2, n
    x(i) = x(i - 1) * 0.5d0 + x(i)
  end do
  s = 0
!dvm$ parallel (j, i) on a(i, j), reduction(sum(s))
  do j = 1, m
    do i = 1, n
      s = s + a(i, j) + 2 * b(i, j) + 3 * d(i, j)
    end do
  end do
!dvm$ end region
  print '(a, f24.10)', ' s =', s
  print '(a, f24.10)', ' csum =', csum
  print '(4f16.10)', a(2, 2), a(n / 2, m / 2), a(n - 1, m - 1), a(n, m)
  print '(4f16.10)', b(2, 1), b(n / 2, m / 3), b(n, m - 1), d(n - 1, m - 1)
  print '(4f16.10)', c(2, 2, 2), c(l1 / 2, l2 / 2, l3 / 2), c(l1 - 1, l2 - 1, l3 - 1), x(n)
end program region_across
