! MAXLOC and MINLOC: rank-1 results of the whole-array form (one index per dimension,
! relative to the section), DIM= on rank-1 arrays (a scalar), MASK=, the first of equal
! extremes, arrays with lower bounds other than 1.
program arr_maxloc
  implicit none
  integer :: a(8), m(3, 4), loc(1), loc2(2), i, j
  real :: r(0:6)
  a = (/ 3, 9, -2, 9, 0, -7, 4, -7 /)
  print *, maxloc(a), minloc(a)
  loc = maxloc(a(3:8))
  print *, loc, maxloc(a, dim=1), minloc(a, 1)
  print *, maxloc(a, mask=a < 5), minloc(a, mask=a > 0)
  do j = 1, 4
    do i = 1, 3
      m(i, j) = mod(i * 7 + j * 5, 11)
    end do
  end do
  print *, m
  loc2 = maxloc(m)
  print *, loc2, minloc(m), maxloc(m(2:3, :))
  print *, maxloc(m, dim=1), minloc(m, dim=2)
  do i = 0, 6
    r(i) = sin(real(i))
  end do
  print *, maxloc(r), minloc(r), maxloc(r(2:6:2))
  i = maxloc(a, 1) + minloc(a, 1)
  print *, i, a(maxloc(a)), m(loc2(1), loc2(2))
end program
