! dvmh-test: grids=4:2x2 3:1x3
! Computational regions around a symmetric Gauss-Seidel solver on an odd 37 x 29 grid: a
! forward ACROSS sweep and a backward one (both loops with step -1) in one region, a
! residual loop with MAX and SUM reductions and a PRIVATE work array, GET_ACTUAL before
! sequential output; another region with every logical reduction and MINLOC over two
! location variables; a loop with step 2 inside a region.
program dvmz3_region_sweeps
  implicit none
  integer, parameter :: n = 37, m = 29
  real(8) :: u(n, m), f(n, m), r(n, m)
!dvm$ distribute u(block, block)
!dvm$ align (i, j) with u(i, j) :: f, r
  integer :: i, j, it, k, lmin(2)
  real(8) :: res, tot, rmin, w(3)
  logical :: land, lor, leqv, lneqv
!dvm$ region
!dvm$ parallel (j, i) on u(i, j)
  do j = 1, m
    do i = 1, n
      u(i, j) = 0
      f(i, j) = mod(i * 3 + j * 7, 13) * 0.01d0 - 0.06d0
      if (i == 1 .or. j == 1) u(i, j) = 1
    end do
  end do
!dvm$ end region
  do it = 1, 4
!dvm$ region
!dvm$ parallel (j, i) on u(i, j), across(u(1:1, 1:1))
    do j = 2, m - 1
      do i = 2, n - 1
        u(i, j) = 0.25d0 * (u(i - 1, j) + u(i + 1, j) + u(i, j - 1) + u(i, j + 1) - f(i, j))
      end do
    end do
!dvm$ parallel (j, i) on u(i, j), across(u(1:1, 1:1))
    do j = m - 1, 2, -1
      do i = n - 1, 2, -1
        u(i, j) = 0.25d0 * (u(i - 1, j) + u(i + 1, j) + u(i, j - 1) + u(i, j + 1) - f(i, j))
      end do
    end do
    res = 0
    tot = 0
!dvm$ parallel (j, i) on r(i, j), shadow_renew(u), private(w, k), reduction(max(res), sum(tot))
    do j = 2, m - 1
      do i = 2, n - 1
        w(1) = u(i - 1, j) + u(i + 1, j)
        w(2) = u(i, j - 1) + u(i, j + 1)
        w(3) = 0
        do k = 1, 2
          w(3) = w(3) + w(k)
        end do
        r(i, j) = w(3) - 4 * u(i, j) - f(i, j)
        res = max(res, abs(r(i, j)))
        tot = tot + r(i, j)
      end do
    end do
!dvm$ end region
!dvm$ get_actual(res, tot)
    write (*, '(a, i2, es15.6, f16.10)') 'it', it, res, tot
  end do
  land = .true.
  lor = .false.
  leqv = .true.
  lneqv = .false.
  rmin = 1d30
  lmin = 0
!dvm$ actual(land, lor, leqv, lneqv, rmin, lmin)
!dvm$ region
!dvm$ parallel (j, i) on r(i, j), reduction(and(land), or(lor), eqv(leqv), neqv(lneqv), &
!dvm$& minloc(rmin, lmin, 2))
  do j = 2, m - 1
    do i = 2, n - 1
      land = land .and. r(i, j) < 1d0
      lor = lor .or. r(i, j) > 0.05d0
      leqv = leqv .eqv. r(i, j) > 0d0
      lneqv = lneqv .neqv. r(i, j) < -0.001d0
      if (r(i, j) < rmin) then
        rmin = r(i, j)
        lmin(1) = i
        lmin(2) = j
      end if
    end do
  end do
!dvm$ parallel (j, i) on f(i, j)
  do j = 1, m
    do i = 1, n, 2
      f(i, j) = u(i, j) * 2
    end do
  end do
!dvm$ end region
!dvm$ get_actual(land, lor, leqv, lneqv, rmin, lmin, u, f)
  write (*, '(4l2, es15.6, 2i4)') land, lor, leqv, lneqv, rmin, lmin
  write (*, '(4f14.9)') u(2, 2), u(19, 15), u(n - 1, m - 1), f(n, m)
end program dvmz3_region_sweeps
