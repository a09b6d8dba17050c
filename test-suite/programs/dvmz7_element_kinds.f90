! dvmh-test: grids=4:2x2 4:1x4 3:3x1
! Distributed arrays of many element types on one mapping: CHARACTER(1) cell states,
! LOGICAL masks, COMPLEX(8) amplitudes, INTEGER(8) counters (values beyond 32 bits) and
! REAL(4) fields, updated with shadow renewals of each type, and reduced with kind-typed
! reductions (INTEGER(8) SUM, REAL(4) MAX, LOGICAL AND/OR, COMPLEX SUM).
program element_kinds
  implicit none
  integer, parameter :: n = 18, m = 15
  character(1) :: cs(n, m), cn(n, m)
  logical :: mask(n, m), anyon, allon
  complex(8) :: z(n, m), zs
  integer(8) :: cnt(n, m), big
  real(4) :: r4(n, m), r4max
  integer :: i, j, step, k
!dvm$ distribute cs(block, block)
!dvm$ align (i, j) with cs(i, j) :: cn, mask, z, cnt, r4
!dvm$ shadow cs(1:1, 1:1)
!dvm$ parallel (j, i) on cs(i, j)
  do j = 1, m
    do i = 1, n
      cs(i, j) = '.'
      if (mod(i * 3 + j * 5, 7) == 0) cs(i, j) = '#'
      mask(i, j) = mod(i + j, 4) == 0
      z(i, j) = cmplx(0.1d0 * i, -0.2d0 * j, kind=8)
      cnt(i, j) = 3000000000_8 + i * j
      r4(i, j) = 0.5 * i - 0.25 * j
    end do
  end do
  do step = 1, 4
!dvm$ parallel (j, i) on cn(i, j), shadow_renew(cs(corner)), private(k)
    do j = 2, m - 1
      do i = 2, n - 1
        k = 0
        if (cs(i - 1, j - 1) == '#') k = k + 1
        if (cs(i - 1, j) == '#') k = k + 1
        if (cs(i - 1, j + 1) == '#') k = k + 1
        if (cs(i, j - 1) == '#') k = k + 1
        if (cs(i, j + 1) == '#') k = k + 1
        if (cs(i + 1, j - 1) == '#') k = k + 1
        if (cs(i + 1, j) == '#') k = k + 1
        if (cs(i + 1, j + 1) == '#') k = k + 1
        if (k == 3 .or. (k == 2 .and. cs(i, j) == '#')) then
          cn(i, j) = '#'
        else
          cn(i, j) = '.'
        end if
      end do
    end do
!dvm$ parallel (j, i) on cs(i, j)
    do j = 2, m - 1
      do i = 2, n - 1
        cs(i, j) = cn(i, j)
        if (cs(i, j) == '#') cnt(i, j) = cnt(i, j) * 2
        mask(i, j) = mask(i, j) .neqv. (cs(i, j) == '#')
        z(i, j) = z(i, j) * cmplx(0.8d0, 0.6d0, kind=8)
        if (mask(i, j)) r4(i, j) = r4(i, j) * 1.5
      end do
    end do
  end do
  big = 0
  r4max = -1e30
  anyon = .false.
  allon = .true.
  zs = (0d0, 0d0)
!dvm$ parallel (j, i) on cs(i, j), reduction(sum(big), max(r4max), or(anyon), and(allon), sum(zs))
  do j = 1, m
    do i = 1, n
      big = big + cnt(i, j)
      r4max = max(r4max, r4(i, j))
      anyon = anyon .or. mask(i, j)
      allon = allon .and. mask(i, j)
      zs = zs + z(i, j) * i
    end do
  end do
  write (*, '(i22, f14.4, 2l3)') big, r4max, anyon, allon
  write (*, '(2es24.15)') zs
  do j = 1, m
    write (*, '(18a1)') (cs(i, j), i = 1, n)
  end do
  write (*, '(6l2)') mask(1, 1), mask(4, 4), mask(9, 7), mask(n, m), mask(2, 2), mask(5, 3)
  write (*, '(i22, f12.4)') cnt(n / 2, m / 2), r4(3, 11)
end program element_kinds
