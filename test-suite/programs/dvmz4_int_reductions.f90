! dvmh-test: grids=3:3x1 4:2x2
! Bitwise reductions of INTEGER variables: AND and OR of Fortran-DVM on integers combine
! bit by bit (libdvm's rf_AND/rf_OR), as IAND/IOR in the loop body; also an INTEGER(8)
! OR, an array OR reduction, and LOGICAL AND/OR next to them in one nest.
program dvmz4_int_reductions
  implicit none
  integer, parameter :: n = 17, m = 11
  integer :: a(n, m), i, j, mand, mor, bits(4), cnt
  integer(8) :: wide
  logical :: lall, lany
!dvm$ distribute a(block, block)
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = ior(ishft(1, mod(i * 3 + j, 20)), 1024 + i + 7 * j)
    end do
  end do
  mand = -1
  mor = 0
  wide = 0_8
  bits = 0
  lall = .true.
  lany = .false.
  cnt = 0
!dvm$ parallel (j, i) on a(i, j), reduction(and(mand), or(mor), or(wide), or(bits), &
!dvm$& and(lall), or(lany), sum(cnt))
  do j = 1, m
    do i = 1, n
      mand = iand(mand, a(i, j))
      mor = ior(mor, a(i, j))
      wide = ior(wide, ishft(int(a(i, j), 8), mod(i + j, 30)))
      bits(mod(i, 4) + 1) = ior(bits(mod(i, 4) + 1), a(i, j))
      lall = lall .and. a(i, j) > 1000
      lany = lany .or. a(i, j) > 500000
      cnt = cnt + popcnt(a(i, j))
    end do
  end do
  print *, 'and', mand, 'or', mor
  print *, 'wide', wide
  print *, 'bits', bits
  print *, lall, lany, cnt
end program dvmz4_int_reductions
