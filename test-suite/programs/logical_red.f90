! LOGICAL reductions (AND, OR, EQV, NEQV) and integer MIN, on a 2-D array
! distributed in its first dimension only.
program logred
  implicit none
  integer, parameter :: n = 40, m = 7
  integer :: k(n, m), i, j, kmin
  logical :: allpos, anybig, parity, same
!DVM$ DISTRIBUTE k(BLOCK, *)

!DVM$ PARALLEL (i) ON k(i, *)
  do i = 1, n
    do j = 1, m
      k(i, j) = mod(i * 31 + j * 17, 23) - 3
    end do
  end do

  allpos = .true.
  anybig = .false.
  parity = .false.
  same = .true.
  kmin = 1000000
!DVM$ PARALLEL (i) ON k(i, *), REDUCTION(AND(allpos), OR(anybig), NEQV(parity), EQV(same), MIN(kmin))
  do i = 1, n
    do j = 1, m
      allpos = allpos .and. (k(i, j) > -4)
      anybig = anybig .or. (k(i, j) > 18)
      parity = parity .neqv. (mod(k(i, j), 2) == 0)
      same = same .eqv. (k(i, j) > 10)
      kmin = min(kmin, k(i, j))
    end do
  end do
  print *, allpos, anybig, parity, same, kmin
end program logred
