! MAXLOC and MINLOC reductions with location arrays over a 2-D grid: the extremes of a field
! with ties (the first occurrence in the serial order must win on every process count), of a
! shifted field each step, combined with SUM and MIN reductions in the same loop; the found
! positions are then used to read the array outside the loop and as the centre of a
! remote-access stencil.
program dvmz_maxloc_grid
  implicit none
  integer, parameter :: n = 17, m = 23
  real(8) :: a(n, m)
  integer :: imax(2), imin(2), step, i, j, cnt
  real(8) :: amax, amin, s, lo, around
!dvm$ distribute a(block, block)
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = dble(mod(i * 5 + j * 3, 13))
    end do
  end do
  do step = 1, 4
    amax = -huge(1d0)
    amin = huge(1d0)
    imax = -1
    imin = -1
    s = 0d0
    lo = huge(1d0)
    cnt = 0
!dvm$ parallel (j, i) on a(i, j), reduction(maxloc(amax, imax, 2), minloc(amin, imin, 2), &
!dvm$& sum(s), min(lo), sum(cnt))
    do j = 1, m
      do i = 1, n
        if (a(i, j) > amax) then
          amax = a(i, j)
          imax(1) = i
          imax(2) = j
        end if
        if (a(i, j) < amin) then
          amin = a(i, j)
          imin(1) = i
          imin(2) = j
        end if
        s = s + a(i, j)
        lo = min(lo, a(i, j) - 0.5d0)
        if (a(i, j) >= 11.5d0) cnt = cnt + 1
      end do
    end do
    write (*, '(a, i2, a, f8.3, 2i4, a, f8.3, 2i4, a, f10.3, f8.3, i5)') 'step', step, &
      ' max', amax, imax, ' min', amin, imin, ' sum', s, lo, cnt
    write (*, '(a, 2f8.3)') '  read back', a(imax(1), imax(2)), a(imin(1), imin(2))
    around = 0d0
!dvm$ parallel (j, i) on a(i, j), remote_access(a(imax(1), imax(2))), reduction(sum(around))
    do j = 1, m
      do i = 1, n
        if (abs(i - imax(1)) + abs(j - imax(2)) == 1) around = around + a(i, j) - a(imax(1), imax(2))
      end do
    end do
    write (*, '(a, f10.4)') '  neighbours minus peak', around
!dvm$ parallel (j, i) on a(i, j)
    do j = 1, m
      do i = 1, n
        a(i, j) = a(i, j) + 0.37d0 * sin(0.9d0 * i * step) - 0.21d0 * cos(0.4d0 * j)
      end do
    end do
  end do
end program dvmz_maxloc_grid
