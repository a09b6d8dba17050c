! Mixed host and device work, as a code in the middle of porting to GPUs looks: REGIONs with
! device loops, a loop that calls a user function (it stays on the host, inside the region),
! a loop that reads a small non-distributed coefficient table (copied to the device), scalar code inside
! the region that feeds the next loop, and host code between the regions that inspects and
! edits single elements after GET_ACTUAL and hands them back with ACTUAL.
! dvmh-test: grids=4:2x2 4:1x4 3:3x1
program region2_host_mix
  implicit none
  integer, parameter :: n = 30, m = 26, nsteps = 5
  real(8) :: u(n, m), v(n, m), coef(5), alpha, s, vmax, vmin
  integer :: i, j, step, imax(2)
!dvm$ distribute u(block, block)
!dvm$ align v(i, j) with u(i, j)
!dvm$ shadow u(1:1, 1:1)
  do i = 1, 5
    coef(i) = 0.1d0 * i
  end do
!dvm$ region
!dvm$ parallel (j, i) on u(i, j)
  do j = 1, m
    do i = 1, n
      u(i, j) = mod(i * 5 + j * 11, 17) * 0.125d0
      v(i, j) = 0
    end do
  end do
!dvm$ end region
  do step = 1, nsteps
    alpha = 0.1d0 * step
!dvm$ region
    ! Device: a smoothing step with the scalar computed on the host.
!dvm$ parallel (j, i) on v(i, j), shadow_renew(u)
    do j = 2, m - 1
      do i = 2, n - 1
        v(i, j) = u(i, j) + alpha * (u(i - 1, j) + u(i + 1, j) + u(i, j - 1) + u(i, j + 1) &
                  - 4 * u(i, j))
      end do
    end do
    ! Host: a user function per element.
!dvm$ parallel (j, i) on u(i, j)
    do j = 2, m - 1
      do i = 2, n - 1
        u(i, j) = limiter(v(i, j), 2.0d0 + 0.1d0 * step)
      end do
    end do
    ! Device: the coefficient table (not distributed) is copied there.
!dvm$ parallel (j, i) on v(i, j)
    do j = 1, m
      do i = 1, n
        v(i, j) = u(i, j) * coef(mod(i + j, 5) + 1)
      end do
    end do
    s = 0
    vmax = -1
    vmin = 1.0d30
    imax = 0
    ! Device again: reductions with a location.
!dvm$ parallel (j, i) on v(i, j), reduction(sum(s), min(vmin), maxloc(vmax, imax, 2))
    do j = 1, m
      do i = 1, n
        s = s + v(i, j)
        vmin = min(vmin, v(i, j))
        if (v(i, j) > vmax) then
          vmax = v(i, j)
          imax(1) = i
          imax(2) = j
        end if
      end do
    end do
!dvm$ end region
!dvm$ get_actual(s, vmax, vmin, imax)
    print '(a, i2, 3f18.10, 2i4)', 'step', step, s, vmax, vmin, imax
    ! Host: clip the hottest cell and report a row.
!dvm$ get_actual(u(imax(1), imax(2)), u(n / 2, 1:m))
    u(imax(1), imax(2)) = 0.5d0 * u(imax(1), imax(2))
    print '(5f14.8)', (u(n / 2, j), j = 2, m, 6)
!dvm$ actual(u(imax(1), imax(2)))
  end do
!dvm$ get_actual(u, v)
  s = 0
  do j = 1, m
    do i = 1, n
      s = s + u(i, j) * i - v(i, j) * j
    end do
  end do
  print '(a, f22.10)', 'final', s
contains
  real(8) function limiter(x, cap)
    real(8), intent(in) :: x, cap
    if (x > cap) then
      limiter = cap + 0.5d0 * (x - cap)
    else if (x < 0) then
      limiter = 0
    else
      limiter = x
    end if
  end function limiter
end program region2_host_mix
