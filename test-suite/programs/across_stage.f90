! dvmh-test: grids=4:2x2 4:4x1 4:1x4 3:3x1 3:1x3 2:2x1 2:1x2
! Pipelined ACROSS loops with STAGE(n): each process's block is cut into n portions along a
! dimension that is not split among the processes (uneven: 35 interior rows in 3 or 4
! portions), and a process sends each portion's edge on as soon as it is computed. Forward
! and backward 2-D Gauss-Seidel sweeps with a MAX reduction, a 3-D sweep cut along its
! outermost loop, and a run-time check that the sweep's results do not depend on STAGE.
program across_stage
  implicit none
  integer, parameter :: n = 37, m = 29, l = 11
  real(8) :: a(n, m), b(n, m), c(l, l, l), eps, s, diff
  integer :: i, j, k, it, st
!dvm$ distribute a(block, block)
!dvm$ align b(i, j) with a(i, j)
!dvm$ distribute c(block, block, *)
!dvm$ shadow c(1:1, 1:1, 1:1)
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = mod(i * 7 + j * 3, 13) * 0.125d0
    end do
  end do
  do it = 1, 3
    eps = 0d0
!dvm$ parallel (j, i) on a(i, j), across(a(1:1, 1:1)), stage(3), reduction(max(eps)), private(s)
    do j = 2, m - 1
      do i = 2, n - 1
        s = 0.3d0 * (a(i - 1, j) + a(i + 1, j) + a(i, j - 1) + a(i, j + 1)) - 0.2d0 * a(i, j)
        eps = max(eps, abs(s - a(i, j)))
        a(i, j) = s
      end do
    end do
    print '(a, i2, f22.15)', 'forward', it, eps
    eps = 0d0
!dvm$ parallel (j, i) on a(i, j), across(a(1:1, 1:1)), stage(4), reduction(max(eps)), private(s)
    do j = m - 1, 2, -1
      do i = n - 1, 2, -1
        s = 0.25d0 * (a(i - 1, j) + a(i + 1, j) + a(i, j - 1) + a(i, j + 1)) + 0.01d0 * i
        eps = max(eps, abs(s - a(i, j)))
        a(i, j) = s
      end do
    end do
    print '(a, i2, f22.15)', 'backward', it, eps
  end do
  s = 0d0
!dvm$ parallel (j, i) on a(i, j), reduction(sum(s))
  do j = 1, m
    do i = 1, n
      s = s + a(i, j) * (i + 2 * j)
    end do
  end do
  print '(a, f20.6)', 'checksum', s
  ! The same sweep with several portion counts: every result must be bit-identical.
  diff = 0d0
  do st = 1, 4
!dvm$ parallel (j, i) on b(i, j)
    do j = 1, m
      do i = 1, n
        b(i, j) = mod(i * 5 + j * 11, 17) * 0.0625d0
      end do
    end do
    do it = 1, 2
      select case (st)
      case (1)
!dvm$ parallel (j, i) on b(i, j), across(b(1:1, 1:1)), stage(1)
        do j = 2, m - 1
          do i = 2, n - 1
            b(i, j) = 0.26d0 * (b(i - 1, j) + b(i + 1, j) + b(i, j - 1) + b(i, j + 1))
          end do
        end do
      case (2)
!dvm$ parallel (j, i) on b(i, j), across(b(1:1, 1:1)), stage(2)
        do j = 2, m - 1
          do i = 2, n - 1
            b(i, j) = 0.26d0 * (b(i - 1, j) + b(i + 1, j) + b(i, j - 1) + b(i, j + 1))
          end do
        end do
      case (3)
!dvm$ parallel (j, i) on b(i, j), across(b(1:1, 1:1)), stage(5)
        do j = 2, m - 1
          do i = 2, n - 1
            b(i, j) = 0.26d0 * (b(i - 1, j) + b(i + 1, j) + b(i, j - 1) + b(i, j + 1))
          end do
        end do
      case default
!dvm$ parallel (j, i) on b(i, j), across(b(1:1, 1:1)), stage(35)
        do j = 2, m - 1
          do i = 2, n - 1
            b(i, j) = 0.26d0 * (b(i - 1, j) + b(i + 1, j) + b(i, j - 1) + b(i, j + 1))
          end do
        end do
      end select
    end do
    if (st == 1) then
!dvm$ parallel (j, i) on a(i, j)
      do j = 1, m
        do i = 1, n
          a(i, j) = b(i, j)
        end do
      end do
    else
!dvm$ parallel (j, i) on a(i, j), reduction(max(diff))
      do j = 1, m
        do i = 1, n
          diff = max(diff, abs(a(i, j) - b(i, j)))
        end do
      end do
    end if
  end do
  print '(a, l2)', 'independent of STAGE:', diff == 0d0
!dvm$ parallel (k, j, i) on c(i, j, k)
  do k = 1, l
    do j = 1, l
      do i = 1, l
        c(i, j, k) = mod(i + 3 * j + 5 * k, 9) * 0.5d0
      end do
    end do
  end do
!dvm$ parallel (k, j, i) on c(i, j, k), across(c(1:1, 1:1, 1:1)), stage(3)
  do k = 2, l - 1
    do j = 2, l - 1
      do i = 2, l - 1
        c(i, j, k) = (c(i - 1, j, k) + c(i + 1, j, k) + c(i, j - 1, k) + c(i, j + 1, k) &
          + c(i, j, k - 1) + c(i, j, k + 1)) / 6.1d0
      end do
    end do
  end do
  s = 0d0
!dvm$ parallel (k, j, i) on c(i, j, k), reduction(sum(s))
  do k = 1, l
    do j = 1, l
      do i = 1, l
        s = s + c(i, j, k) * (i + j * k)
      end do
    end do
  end do
  print '(a, f20.6)', 'c checksum', s
end program across_stage
