! dvmh-test: grids=4:2x2 4:1x4 3:3x1
! Every reduction operation of the model in one loop and in loops of their own, on values
! whose order of combination may differ between processes: SUM and PRODUCT of REAL(8),
! MAX and MIN of INTEGER, MAXLOC of an INTEGER(8) value with a 2-element location, MINLOC
! of a REAL(4), AND, OR, EQV and NEQV of LOGICALs, and an array SUM of INTEGER(8) counts.
program reduction_ops
  implicit none
  integer, parameter :: n = 14, m = 11
  integer :: k(n, m)
  integer(8) :: big(n, m), bmax, counts(5)
  real(4) :: r(n, m), rmin
  real(8) :: s, p
  integer :: kmax, kmin, i, j, bl(2), rl(2)
  logical :: land, lor, leqv, lneqv
!dvm$ distribute k(block, block)
!dvm$ align (i, j) with k(i, j) :: big, r
!dvm$ parallel (j, i) on k(i, j)
  do j = 1, m
    do i = 1, n
      k(i, j) = mod(i * 37 + j * 101, 53) - 20
      big(i, j) = int(k(i, j), 8) * 1000000007_8 + i
      r(i, j) = real(k(i, j)) / 7.0 + 0.001 * j
    end do
  end do
  s = 0
  p = 1
  kmax = -huge(1)
  kmin = huge(1)
  bmax = -huge(1_8)
  bl = 0
  rmin = huge(1.0)
  rl = 0
  land = .true.
  lor = .false.
  leqv = .true.
  lneqv = .false.
  counts = 0
!dvm$ parallel (j, i) on k(i, j), reduction(sum(s), product(p), max(kmax), min(kmin), &
!dvm$ maxloc(bmax, bl, 2), minloc(rmin, rl, 2), and(land), or(lor), eqv(leqv), neqv(lneqv), &
!dvm$ sum(counts))
  do j = 1, m
    do i = 1, n
      s = s + k(i, j) * 0.5d0
      p = p * (1 + k(i, j) * 0.001d0)
      kmax = max(kmax, k(i, j))
      kmin = min(kmin, k(i, j))
      if (big(i, j) > bmax) then
        bmax = big(i, j)
        bl(1) = i
        bl(2) = j
      end if
      if (r(i, j) < rmin) then
        rmin = r(i, j)
        rl(1) = i
        rl(2) = j
      end if
      land = land .and. k(i, j) > -21
      lor = lor .or. k(i, j) == 0
      leqv = leqv .eqv. (k(i, j) > 0)
      lneqv = lneqv .neqv. (mod(k(i, j), 3) == 0)
      counts(1 + mod(k(i, j) + 20, 5)) = counts(1 + mod(k(i, j) + 20, 5)) + big(i, j) / 1000
    end do
  end do
  write (*, '(2es24.15)') s, p
  write (*, '(2i6, i24, 2i4)') kmax, kmin, bmax, bl
  write (*, '(f14.6, 2i4)') rmin, rl
  write (*, '(4l3)') land, lor, leqv, lneqv
  write (*, '(5i18)') counts
end program reduction_ops
