! dvmh-test: grids=4:2x2 4:1x4 3:3x1
! Every reduction operation of Fortran-DVM in one parallel nest over a 2-D array of odd
! extents: SUM, PRODUCT, MAX, MIN, AND, OR, EQV, NEQV (logical), MAXLOC and MINLOC each with
! two location variables (an array of two), SUM of an INTEGER(8), an array reduction
! variable; then the same over a 1-D distributed LOGICAL array with scalar location.
program dvmz3_reduce_every
  implicit none
  integer, parameter :: n = 19, m = 13
  real(8) :: a(n, m), s, p, amax, amin, vmax
  integer :: i, j, imax(2), imin(2), iv
  integer(8) :: cnt
  logical :: land, lor, leqv, lneqv, flag(n)
  real(8) :: col(4)
!dvm$ distribute a(block, block)
!dvm$ distribute flag(block)
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = 1d0 + mod(i * 31 + j * 17, 23) * 1d-3 + i * 1d-5 + j * 1d-7
    end do
  end do
  s = 0
  p = 1
  amax = -1
  amin = 1d9
  imax = -1
  imin = -1
  land = .true.
  lor = .false.
  leqv = .true.
  lneqv = .false.
  cnt = 0
  col = 0
!dvm$ parallel (j, i) on a(i, j), reduction(sum(s), product(p), maxloc(amax, imax, 2), &
!dvm$& minloc(amin, imin, 2), and(land), or(lor), eqv(leqv), neqv(lneqv), sum(cnt), &
!dvm$& sum(col))
  do j = 1, m
    do i = 1, n
      s = s + a(i, j)
      p = p * (1d0 + (a(i, j) - 1d0) * 0.1d0)
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
      land = land .and. a(i, j) > 1d0
      lor = lor .or. a(i, j) > 1.0215d0
      leqv = leqv .eqv. (mod(i + j, 5) /= 0)
      lneqv = lneqv .neqv. (mod(i * j, 3) == 0)
      cnt = cnt + int(a(i, j) * 1d6, 8)
      col(mod(i, 4) + 1) = col(mod(i, 4) + 1) + a(i, j)
    end do
  end do
  write (*, '(2f22.12)') s, p
  write (*, '(f16.10, 2i4, f16.10, 2i4)') amax, imax, amin, imin
  write (*, '(4l2, i16)') land, lor, leqv, lneqv, cnt
  write (*, '(4f18.10)') col
!dvm$ parallel (i) on flag(i)
  do i = 1, n
    flag(i) = mod(i, 4) /= 1
  end do
  land = .true.
  lor = .false.
  leqv = .false.
  lneqv = .true.
  vmax = -1
  iv = 0
!dvm$ parallel (i) on flag(i), reduction(and(land), or(lor), eqv(leqv), neqv(lneqv), &
!dvm$& maxloc(vmax, iv))
  do i = 1, n
    land = land .and. flag(i)
    lor = lor .or. .not. flag(i)
    leqv = leqv .eqv. flag(i)
    lneqv = lneqv .neqv. flag(i)
    if (flag(i) .and. dble(mod(i * 7, 19)) > vmax) then
      vmax = dble(mod(i * 7, 19))
      iv = i
    end if
  end do
  write (*, '(4l2, f6.1, i4)') land, lor, leqv, lneqv, vmax, iv
end program dvmz3_reduce_every
