! dvmh-test: grids=4:2x2 4:4x1 6:2x3
! Array assignments between arrays aligned by permutation (C(I,J) with A(J,I)), reversal
! (R(I) with V(N+1-I)) and shift (S(I) with V(I+1)), which are local element by element, a
! shadow read through the reversed alignment, an ACROSS on the reversed array, and
! reductions over the results.
program dvmx_perm_assign
  implicit none
  integer, parameter :: n = 11, m = 7
  real(8) :: a(n, m), c(m, n), v(n + 1), r(n + 1), s(n)
  integer :: i, j
  real(8) :: t1, t2, t3
!dvm$ distribute a(block, block)
!dvm$ align c(i, j) with a(j, i)
!dvm$ distribute v(block)
!dvm$ align r(i) with v(n + 2 - i)
!dvm$ align s(i) with v(i + 1)
!dvm$ shadow r(1)
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = i * 10 + j
    end do
  end do
  c = 0
  do j = 1, m
    c(j, :) = a(:, j) * 2
  end do
  c(2:m, 3) = a(3, 1:m - 1) + c(2:m, 3)
!dvm$ parallel (i) on v(i)
  do i = 1, n + 1
    v(i) = i * i
  end do
  r = 0
  r(2:n + 1) = v(n:1:-1) * 0.5d0
  s = v(2:n + 1) - 1
!dvm$ parallel (i) on r(i), shadow_renew(r)
  do i = 2, n
    v(n + 2 - i) = v(n + 2 - i) + r(i - 1) - r(i + 1)
  end do
!dvm$ parallel (i) on r(i), across(r(1:0))
  do i = 2, n + 1
    r(i) = r(i) + r(i - 1) * 0.5d0
  end do
  t1 = sum(c); t2 = sum(r); t3 = maxval(s) + minval(v)
  print '(3f18.6)', t1, t2, t3
  print '(5f12.3)', c(1, 1), c(m, n), c(4, 3), r(n + 1), v(3)
end program
