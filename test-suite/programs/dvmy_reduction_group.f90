! dvmh-test: grids=5:5x1 6:2x3 7:7x1
! A REDUCTION_GROUP collecting SUM, MAXLOC and MIN of one loop, started (REDUCTION_START)
! while another loop updates a different array, and waited for in a time loop; PRODUCT and
! logical reductions on a second group; MULT_BLOCK rows with an uneven number of blocks.
program dvmy_reduction_group
  implicit none
  integer, parameter :: n = 18, m = 7, steps = 3
  real(8) :: a(n, m), b(n, m)
  integer :: i, j, it, imax(2)
  real(8) :: s, amax, amin, p
  logical :: allpos, anybig
!dvm$ distribute a(mult_block(3), block)
!dvm$ align b(i, j) with a(i, j)
!dvm$ reduction_group rg, rp
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = sin(0.3d0 * i + 0.7d0 * j)
      b(i, j) = 0
    end do
  end do
  do it = 1, steps
    s = 0
    amax = -1d10
    amin = 1d10
    imax = 0
!dvm$ parallel (j, i) on a(i, j), reduction(rg: sum(s), maxloc(amax, imax, 2), min(amin))
    do j = 1, m
      do i = 1, n
        s = s + a(i, j)
        if (a(i, j) > amax) then
          amax = a(i, j)
          imax(1) = i
          imax(2) = j
        end if
        amin = min(amin, a(i, j))
      end do
    end do
!dvm$ reduction_start rg
!dvm$ parallel (j, i) on b(i, j)
    do j = 1, m
      do i = 1, n
        b(i, j) = b(i, j) + a(i, j) * it
      end do
    end do
!dvm$ reduction_wait rg
    print '(i3, 3f14.8, 2i4)', it, s, amax, amin, imax
!dvm$ parallel (j, i) on a(i, j)
    do j = 1, m
      do i = 1, n
        a(i, j) = a(i, j) * 0.5d0 + s / (n * m)
      end do
    end do
  end do
  p = 1
  allpos = .true.
  anybig = .false.
!dvm$ parallel (j, i) on b(i, j), reduction(rp: product(p), and(allpos), or(anybig))
  do j = 1, m
    do i = 1, n
      if (mod(i + j, 9) == 0) p = p * (1 + abs(b(i, j)) * 0.1d0)
      allpos = allpos .and. b(i, j) > -10
      anybig = anybig .or. b(i, j) > 4
    end do
  end do
!dvm$ reduction_start rp
!dvm$ reduction_wait rp
  print '(f18.10, 2l3)', p, allpos, anybig
end program dvmy_reduction_group
