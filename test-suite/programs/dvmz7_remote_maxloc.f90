! dvmh-test: grids=4:2x2 4:1x4
! A nearest-column search: every row of a distributed matrix is compared with a reference
! column of B read through REMOTE_ACCESS(B(:, :)) and with a row of another distributed
! matrix (REMOTE_ACCESS(C(I, :))) in a loop that also finds the MAXLOC and MINLOC of the
! distances and a SUM; JREF changes between passes.
program remote_maxloc
  implicit none
  integer, parameter :: n = 19, m = 13
  real(8) :: a(n, m), b(n, m), c(m, n), dist(n)
  real(8) :: dmax, dmin, tot, x
  integer :: imax, imin, i, j, jref, pass
!dvm$ distribute a(block, block)
!dvm$ align b(i, j) with a(i, j)
!dvm$ align c(j, i) with a(i, j)
!dvm$ align dist(i) with a(i, *)
!dvm$ parallel (i, j) on a(i, j)
  do i = 1, n
    do j = 1, m
      a(i, j) = sin(0.2d0 * i * j) + 0.05d0 * i
      b(i, j) = cos(0.1d0 * (i + 3 * j))
      c(j, i) = 0.01d0 * mod(i * j, 17)
    end do
  end do
  do pass = 1, 3
    jref = 1 + mod(pass * 5, m)
    dmax = -1d30
    dmin = 1d30
    imax = 0
    imin = 0
    tot = 0
!dvm$ parallel (i) on dist(i), remote_access(b(:, :)), remote_access(c(:, :)), &
!dvm$ private(j, x), reduction(maxloc(dmax, imax), minloc(dmin, imin), sum(tot))
    do i = 1, n
      x = 0
      do j = 1, m
        x = x + (b(i, j) - b(mod(i * 3, n) + 1, jref))**2 + c(j, i) * c(j, n + 1 - i)
      end do
      dist(i) = sqrt(x)
      if (dist(i) > dmax) then
        dmax = dist(i)
        imax = i
      end if
      if (dist(i) < dmin) then
        dmin = dist(i)
        imin = i
      end if
      tot = tot + dist(i)
    end do
    write (*, '(a, i2, i4, 3es24.15, 2i4)') 'pass', pass, jref, dmax, dmin, tot, imax, imin
!dvm$ parallel (i, j) on b(i, j), remote_access(dist(:))
    do i = 1, n
      do j = 1, m
        b(i, j) = b(i, j) + 0.1d0 * dist(n + 1 - i) * a(i, j)
      end do
    end do
  end do
end program remote_maxloc
