! Transport sweeps with ACROSS inside a REGION, as a discrete-ordinates solver does them: for
! each direction the angular flux in a cell depends on the upwind neighbours already computed,
! so the four 2-D sweeps run from four corners (ascending and descending loops, flow widths on
! the low or the high side), then a 3-D symmetric Gauss-Seidel pass on a second array. The
! scalar flux is accumulated by ordinary parallel loops between the sweeps, and each sweep
! reduces its outgoing leakage (SUM) and largest flux (MAX).
! dvmh-test: grids=4:2x2 4:4x1 3:1x3
program region2_sweeps
  implicit none
  integer, parameter :: n = 36, m = 30, l1 = 12, l2 = 14, l3 = 16
  real(8) :: psi(0:n + 1, 0:m + 1), phi(0:n + 1, 0:m + 1), sig(0:n + 1, 0:m + 1)
  real(8) :: c(l1, l2, l3), src(l1, l2, l3)
  real(8) :: mu, eta, leak, fmax, res
  integer :: i, j, k, dir, it
!dvm$ distribute psi(block, block)
!dvm$ align (i, j) with psi(i, j) :: phi, sig
!dvm$ shadow psi(1:1, 1:1)
!dvm$ distribute c(*, block, block)
!dvm$ align src(i, j, k) with c(i, j, k)
!dvm$ shadow c(1:1, 1:1, 1:1)
!dvm$ region
!dvm$ parallel (j, i) on psi(i, j)
  do j = 0, m + 1
    do i = 0, n + 1
      sig(i, j) = 1.0d0 + 0.25d0 * mod(i * 3 + j * 5, 7)
      phi(i, j) = 0
      psi(i, j) = 0
    end do
  end do
  do dir = 1, 4
    mu = 0.3d0 + 0.1d0 * dir
    eta = 0.9d0 - 0.1d0 * dir
    leak = 0
    fmax = 0
!dvm$ parallel (j, i) on psi(i, j)
    do j = 0, m + 1
      do i = 0, n + 1
        if (i == 0 .or. j == 0 .or. i == n + 1 .or. j == m + 1) then
          psi(i, j) = 0.1d0 * dir
        else
          psi(i, j) = 0
        end if
      end do
    end do
    select case (dir)
    case (1)
!dvm$ parallel (j, i) on psi(i, j), across(psi(1:0, 1:0)), reduction(sum(leak), max(fmax))
      do j = 1, m
        do i = 1, n
          psi(i, j) = (1.0d0 + mu * psi(i - 1, j) + eta * psi(i, j - 1)) / (sig(i, j) + mu + eta)
          fmax = max(fmax, psi(i, j))
          if (i == n .or. j == m) leak = leak + psi(i, j)
        end do
      end do
    case (2)
!dvm$ parallel (j, i) on psi(i, j), across(psi(0:1, 1:0)), reduction(sum(leak), max(fmax))
      do j = 1, m
        do i = n, 1, -1
          psi(i, j) = (1.0d0 + mu * psi(i + 1, j) + eta * psi(i, j - 1)) / (sig(i, j) + mu + eta)
          fmax = max(fmax, psi(i, j))
          if (i == 1 .or. j == m) leak = leak + psi(i, j)
        end do
      end do
    case (3)
!dvm$ parallel (j, i) on psi(i, j), across(psi(1:0, 0:1)), reduction(sum(leak), max(fmax))
      do j = m, 1, -1
        do i = 1, n
          psi(i, j) = (1.0d0 + mu * psi(i - 1, j) + eta * psi(i, j + 1)) / (sig(i, j) + mu + eta)
          fmax = max(fmax, psi(i, j))
          if (i == n .or. j == 1) leak = leak + psi(i, j)
        end do
      end do
    case default
!dvm$ parallel (j, i) on psi(i, j), across(psi(0:1, 0:1)), reduction(sum(leak), max(fmax))
      do j = m, 1, -1
        do i = n, 1, -1
          psi(i, j) = (1.0d0 + mu * psi(i + 1, j) + eta * psi(i, j + 1)) / (sig(i, j) + mu + eta)
          fmax = max(fmax, psi(i, j))
          if (i == 1 .or. j == 1) leak = leak + psi(i, j)
        end do
      end do
    end select
!dvm$ parallel (j, i) on phi(i, j)
    do j = 1, m
      do i = 1, n
        phi(i, j) = phi(i, j) + 0.25d0 * psi(i, j)
      end do
    end do
!dvm$ host_section
!dvm$ get_actual(leak, fmax)
    print '(a, i2, 2f20.12)', 'dir', dir, leak, fmax
!dvm$ end host_section
  end do
!dvm$ parallel (k, j, i) on c(i, j, k)
  do k = 1, l3
    do j = 1, l2
      do i = 1, l1
        src(i, j, k) = mod(i + j * 2 + k * 3, 5) * 0.2d0
        c(i, j, k) = 0
      end do
    end do
  end do
  do it = 1, 3
    res = 0
!dvm$ parallel (k, j, i) on c(i, j, k), across(c(1:1, 1:1, 1:1)), reduction(sum(res))
    do k = 2, l3 - 1
      do j = 2, l2 - 1
        do i = 2, l1 - 1
          c(i, j, k) = (c(i - 1, j, k) + c(i + 1, j, k) + c(i, j - 1, k) + c(i, j + 1, k) &
                        + c(i, j, k - 1) + c(i, j, k + 1) + src(i, j, k)) / 6.0d0
          res = res + c(i, j, k)
        end do
      end do
    end do
!dvm$ parallel (k, j, i) on c(i, j, k), across(c(1:1, 1:1, 1:1))
    do k = l3 - 1, 2, -1
      do j = l2 - 1, 2, -1
        do i = l1 - 1, 2, -1
          c(i, j, k) = (c(i - 1, j, k) + c(i + 1, j, k) + c(i, j - 1, k) + c(i, j + 1, k) &
                        + c(i, j, k - 1) + c(i, j, k + 1) + src(i, j, k)) / 6.0d0
        end do
      end do
    end do
!dvm$ host_section
!dvm$ get_actual(res)
    print '(a, i2, f20.12)', 'gs', it, res
!dvm$ end host_section
  end do
!dvm$ end region
!dvm$ get_actual(phi, c)
  print '(4f16.12)', phi(1, 1), phi(n, m), phi(n / 2, m / 3), phi(7, m - 2)
  print '(3f16.12)', c(2, 2, 2), c(l1 / 2, l2 / 2, l3 / 2), c(l1 - 1, 3, l3 - 2)
end program region2_sweeps
