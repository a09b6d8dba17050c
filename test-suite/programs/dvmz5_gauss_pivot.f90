! dvmh-test: grids=2:2x1 3:3x1 4:4x1
! Gaussian elimination with partial pivoting on a matrix distributed by rows (BLOCK, *): the
! pivot row found by a MAXLOC reduction over the column, the two rows swapped through
! replicated buffers filled by REMOTE_ACCESS directives and written back by the
! own-computation rule, elimination in a PARALLEL loop reading the pivot row by
! REMOTE_ACCESS(A(K, :)), and back substitution into a vector aligned with the rows, one
! element per step by own computation, the update loop reading X(K+1) remotely.
program dvmz5_gauss_pivot
  implicit none
  integer, parameter :: n = 14
  real(8) :: a(n, n + 1), x(n), r(n)
!dvm$ distribute a(block, *)
!dvm$ align x(i) with a(i, *)
!dvm$ align r(i) with a(i, *)
  real(8) :: rowk(n + 1), rowp(n + 1), amax, f, det, rmax, xsum
  integer :: i, j, k, ip, nswap
!dvm$ parallel (i) on a(i, *)
  do i = 1, n
    do j = 1, n
      a(i, j) = 1d0 / (i + 2 * j - 1) + mod(i * 7 + j * 3, 11) * 0.1d0
    end do
    a(i, n + 1) = 0d0
    do j = 1, n
      a(i, n + 1) = a(i, n + 1) + a(i, j) * (1d0 + 0.1d0 * j)
    end do
  end do
  nswap = 0
  det = 1d0
  do k = 1, n - 1
    amax = -1d0
    ip = 0
!dvm$ parallel (i) on a(i, *), reduction(maxloc(amax, ip))
    do i = k, n
      if (abs(a(i, k)) > amax) then
        amax = abs(a(i, k))
        ip = i
      end if
    end do
    if (ip /= k) then
!dvm$ remote_access (a(k, :))
      rowk(:) = a(k, :)
!dvm$ remote_access (a(ip, :))
      rowp(:) = a(ip, :)
      do j = 1, n + 1
        a(k, j) = rowp(j)
        a(ip, j) = rowk(j)
      end do
      nswap = nswap + 1
      det = -det
    end if
!dvm$ parallel (i) on a(i, *), remote_access(a(k, :)), private(f, j)
    do i = k + 1, n
      f = a(i, k) / a(k, k)
      do j = k, n + 1
        a(i, j) = a(i, j) - f * a(k, j)
      end do
    end do
  end do
  do k = 1, n
!dvm$ remote_access (a(k, k))
    det = det * a(k, k)
  end do
  x(n) = a(n, n + 1) / a(n, n)
  do k = n - 1, 1, -1
!dvm$ parallel (i) on a(i, *), remote_access(x(k + 1))
    do i = 1, k
      a(i, n + 1) = a(i, n + 1) - a(i, k + 1) * x(k + 1)
    end do
    x(k) = a(k, n + 1) / a(k, k)
  end do
  ! residual of the original system, the matrix rebuilt from its formula
  rmax = 0d0
  xsum = 0d0
!dvm$ parallel (i) on r(i), remote_access(x(:)), reduction(max(rmax), sum(xsum)), private(j)
  do i = 1, n
    r(i) = 0d0
    do j = 1, n
      r(i) = r(i) + (1d0 / (i + 2 * j - 1) + mod(i * 7 + j * 3, 11) * 0.1d0) * (x(j) - 1d0 - 0.1d0 * j)
    end do
    rmax = max(rmax, abs(r(i)))
    xsum = xsum + x(i)
  end do
  print '(a, i3, es16.8)', 'swaps, det', nswap, det
  print '(a, l2, f18.10)', 'solved', rmax < 1d-9, xsum
  print '(7f11.7)', x
end program dvmz5_gauss_pivot
