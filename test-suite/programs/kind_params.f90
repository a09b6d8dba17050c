! dvmh-test: grids=4:4x1 3:1x3
! Kinds chosen by inquiry, the Fortran 90 way: SELECTED_REAL_KIND / SELECTED_INT_KIND / KIND of
! constants give the kinds of distributed arrays, literals and reductions.
program kind_params
  implicit none
  integer, parameter :: dp = selected_real_kind(15, 307)
  integer, parameter :: sp = kind(1.0)
  integer, parameter :: ik = selected_int_kind(12)
  integer, parameter :: n = 40
  real(dp) :: u(n, n)
  real(sp) :: v(n)
  integer(ik) :: total
  real(dp) :: s
  integer :: i, j
!DVM$ DISTRIBUTE u(BLOCK, BLOCK)
!DVM$ ALIGN v(i) WITH u(i, 1)
  print *, dp, sp, ik, kind(u), kind(v), kind(total)
  print *, precision(u), precision(v), range(u), range(total), digits(v), huge(total)
!DVM$ PARALLEL (j, i) ON u(i, j)
  do j = 1, n
    do i = 1, n
      u(i, j) = 1.0_dp / real(i + j, kind=dp)
    end do
  end do
  s = 0.0_dp
  total = 0_ik
!DVM$ PARALLEL (j, i) ON u(i, j), REDUCTION(SUM(s), SUM(total))
  do j = 1, n
    do i = 1, n
      s = s + u(i, j)
      total = total + int(i, kind=ik) * 100000000_ik
    end do
  end do
!DVM$ PARALLEL (i) ON v(i)
  do i = 1, n
    v(i) = real(i, kind=sp) * epsilon(1.0_sp)
  end do
  print '(F18.10, I20)', s, total
  print '(4E16.7)', v(1), v(n / 2), v(n - 1), v(n)
end program
