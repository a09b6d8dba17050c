! dvmh-test: grids=4:2x2 4:1x4 2:2x1
! Weighted Jacobi relaxation for a Poisson problem with a source term, in REGIONs with
! IN/OUT/INOUT clauses naming the arrays each region reads and writes, ACTUAL for a
! host-updated scalar, residual norms by SUM and MAX reductions every few sweeps, and
! the solution's values at a few points after GET_ACTUAL.
program dvm_relax_inout
  implicit none
  integer, parameter :: n = 20
  real(8) :: u(n, n), unew(n, n), f(n, n), omega, h2, res, rmax
  integer :: i, j, it
!dvm$ distribute u(block, block)
!dvm$ align (i, j) with u(i, j) :: unew, f
!dvm$ shadow u(1:1, 1:1)
  h2 = 1.0d0 / (n - 1) ** 2
!dvm$ region out(u, unew, f)
!dvm$ parallel (j, i) on u(i, j)
  do j = 1, n
    do i = 1, n
      f(i, j) = sin(3.0d0 * i / n) * cos(2.0d0 * j / n)
      u(i, j) = 0
      unew(i, j) = 0
    end do
  end do
!dvm$ end region
  omega = 0.6d0
  do it = 1, 40
    if (it == 21) then
      omega = 0.8d0
!dvm$ actual(omega)
    end if
!dvm$ region in(f), inout(u), out(unew)
!dvm$ parallel (j, i) on unew(i, j), shadow_renew(u)
    do j = 2, n - 1
      do i = 2, n - 1
        unew(i, j) = (1 - omega) * u(i, j) + omega * 0.25d0 * (u(i - 1, j) + u(i + 1, j) &
          + u(i, j - 1) + u(i, j + 1) + h2 * f(i, j))
      end do
    end do
!dvm$ parallel (j, i) on u(i, j)
    do j = 2, n - 1
      do i = 2, n - 1
        u(i, j) = unew(i, j)
      end do
    end do
!dvm$ end region
    if (mod(it, 10) == 0) then
      res = 0
      rmax = 0
!dvm$ region in(u, f)
!dvm$ parallel (j, i) on u(i, j), shadow_renew(u), reduction(sum(res), max(rmax))
      do j = 2, n - 1
        do i = 2, n - 1
          res = res + (4 * u(i, j) - u(i - 1, j) - u(i + 1, j) - u(i, j - 1) - u(i, j + 1) &
            - h2 * f(i, j)) ** 2
          rmax = max(rmax, abs(u(i, j)))
        end do
      end do
!dvm$ end region
!dvm$ get_actual(res, rmax)
      write (*, '(i4, f5.2, 2es15.6)') it, omega, sqrt(res), rmax
    end if
  end do
!dvm$ get_actual(u)
  write (*, '(4es15.6)') u(5, 5), u(10, 10), u(15, 4), u(3, 17)
end program dvm_relax_inout
