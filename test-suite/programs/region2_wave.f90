! A 2-D acoustic wave solver with three time levels (leapfrog), as a seismic code writes it:
! REGIONs with IN/OUT/INOUT/LOCAL clauses saying how each array is used, a receiver line (a
! 1-D distributed array) recorded on the device every step, a point source, an absorbing
! sponge layer, REAL(4) fields, and a damped energy diagnostic (SUM/MAX) per step.
! dvmh-test: grids=4:2x2 4:4x1 2:1x2
program region2_wave
  implicit none
  integer, parameter :: n = 44, m = 36, nsteps = 10, isrc = 15, jsrc = 12, jrec = 16
  real(4) :: p0(n, m), p1(n, m), p2(n, m), vel(n, m), damp(n, m), lap(n, m)
  real(8) :: trace(n), energy, pmax, c
  integer :: i, j, step
!dvm$ distribute p1(block, block)
!dvm$ align (i, j) with p1(i, j) :: p0, p2, vel, damp, lap
!dvm$ shadow p1(1:1, 1:1)
!dvm$ align trace(i) with p1(i, jrec)
!dvm$ region out(p0, p1, p2, vel, damp, trace)
!dvm$ parallel (j, i) on p1(i, j)
  do j = 1, m
    do i = 1, n
      p0(i, j) = 0
      p1(i, j) = 0
      p2(i, j) = 0
      vel(i, j) = 0.2 + 0.05 * real(mod(j / 6, 3))
      damp(i, j) = 1.0 - 0.02 * real(max(0, 4 - min(i - 1, n - i, j - 1, m - j)))
    end do
  end do
!dvm$ parallel (i) on trace(i)
  do i = 1, n
    trace(i) = 0
  end do
!dvm$ end region
  do step = 1, nsteps
!dvm$ region in(p0, vel, damp), inout(p1, trace), out(p2), local(lap)
!dvm$ parallel (j, i) on lap(i, j), shadow_renew(p1)
    do j = 2, m - 1
      do i = 2, n - 1
        lap(i, j) = p1(i - 1, j) + p1(i + 1, j) + p1(i, j - 1) + p1(i, j + 1) - 4 * p1(i, j)
      end do
    end do
!dvm$ parallel (j, i) on p2(i, j)
    do j = 2, m - 1
      do i = 2, n - 1
        p2(i, j) = damp(i, j) * (2 * p1(i, j) - p0(i, j) + vel(i, j)**2 * lap(i, j))
        if (i == isrc .and. j == jsrc) p2(i, j) = p2(i, j) + real(step * (nsteps - step), 4)
      end do
    end do
!dvm$ parallel (i) on trace(i)
    do i = 1, n
      trace(i) = trace(i) + p1(i, jrec) * step
    end do
!dvm$ end region
    energy = 0
    pmax = 0
!dvm$ region inout(p0, p1), in(p2)
!dvm$ parallel (j, i) on p1(i, j), reduction(sum(energy), max(pmax))
    do j = 1, m
      do i = 1, n
        p0(i, j) = p1(i, j)
        p1(i, j) = p2(i, j)
        energy = energy + dble(p1(i, j))**2
        pmax = max(pmax, dble(abs(p1(i, j))))
      end do
    end do
!dvm$ end region
!dvm$ get_actual(energy, pmax)
    print '(a, i3, 2es20.10)', 'step', step, energy, pmax
  end do
!dvm$ get_actual(trace, p1)
  c = 0
  do i = 1, n
    c = c + trace(i) * i
  end do
  print '(a, es20.10)', 'trace', c
  print '(4es16.7)', p1(isrc, jsrc), p1(isrc + 3, jsrc - 2), p1(isrc + 5, jsrc + 3), p1(isrc - 6, jsrc + 1)
end program region2_wave
