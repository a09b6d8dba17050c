! dvmh-test: grids=4:2x2 4:4x1
! Per-iteration work arrays in PRIVATE (a small local matrix built and solved per cell, a
! 1-D stencil buffer), and reductions whose variables are whole arrays: SUM of a 3-element
! moment vector, MAX of a per-class array and MIN of another, combined with a MINLOC
! whose location is a 2-element array; the reduction arrays start from non-identity values.
program private_arrays
  implicit none
  integer, parameter :: n = 16, m = 13
  real(8) :: a(n, m), res(n, m)
  real(8) :: loc(3, 3), rhs(3), buf(5), mom(3), cmax(4), cmin(4), vmin
  real(8) :: t
  integer :: i, j, k, l, iml(2), cls
!dvm$ distribute a(block, block)
!dvm$ align res(i, j) with a(i, j)
!dvm$ shadow a(2:2, 0:0)
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = 1 + mod(i * 7 + j * 3, 11) * 0.1d0
    end do
  end do
  mom = (/ 1d0, 2d0, 3d0 /)
  cmax = -5d0
  cmin = 100d0
  vmin = 1d30
  iml = 0
!dvm$ parallel (j, i) on res(i, j), shadow_renew(a), private(loc, rhs, buf, k, l, t, cls), &
!dvm$ reduction(sum(mom), max(cmax), min(cmin), minloc(vmin, iml, 2))
  do j = 1, m
    do i = 3, n - 2
      do k = 1, 5
        buf(k) = a(i + k - 3, j)
      end do
      do k = 1, 3
        do l = 1, 3
          loc(k, l) = buf(k + l - 1) * 0.1d0
        end do
        loc(k, k) = loc(k, k) + 4d0
        rhs(k) = buf(k + 1) + k
      end do
! Gaussian elimination without pivoting (diagonally dominant)
      do k = 1, 2
        do l = k + 1, 3
          t = loc(l, k) / loc(k, k)
          loc(l, k:3) = loc(l, k:3) - t * loc(k, k:3)
          rhs(l) = rhs(l) - t * rhs(k)
        end do
      end do
      rhs(3) = rhs(3) / loc(3, 3)
      rhs(2) = (rhs(2) - loc(2, 3) * rhs(3)) / loc(2, 2)
      rhs(1) = (rhs(1) - loc(1, 2) * rhs(2) - loc(1, 3) * rhs(3)) / loc(1, 1)
      res(i, j) = rhs(1) + rhs(2) + rhs(3)
      mom = mom + rhs * res(i, j)
      cls = 1 + mod(i + j, 4)
      cmax(cls) = max(cmax(cls), res(i, j))
      cmin(cls) = min(cmin(cls), rhs(2))
      if (res(i, j) < vmin) then
        vmin = res(i, j)
        iml(1) = i
        iml(2) = j
      end if
    end do
  end do
  write (*, '(3es24.15)') mom
  write (*, '(4es24.15)') cmax
  write (*, '(4es24.15)') cmin
  write (*, '(es24.15, 2i4)') vmin, iml
  write (*, '(3es24.15)') res(3, 1), res(n - 2, m), res(8, 7)
end program private_arrays
