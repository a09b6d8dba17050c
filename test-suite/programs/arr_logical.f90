! LOGICAL arrays: masks from comparisons, .NOT./.AND./.OR./.EQV. of arrays, ANY and ALL with
! DIM=, COUNT of expressions, logical arrays printed and used as masks.
program arr_logical
  implicit none
  integer :: a(6), m(3, 3), i, j
  logical :: p(6), q(6), g(3, 3)
  a = (/ 4, -1, 0, 7, -3, 2 /)
  p = a > 0
  q = mod(a, 2) == 0
  print *, p
  print *, q, p .and. q, p .or. .not. q, p .eqv. q, p .neqv. q
  print *, count(p .and. q), any(p .and. .not. q), all(p .or. a <= 0)
  do j = 1, 3
    do i = 1, 3
      m(i, j) = i - j
    end do
  end do
  g = m >= 0
  print *, g
  print *, any(g, dim=1), all(g, dim=2), count(g, dim=1), count(.not. g)
  g(2, :) = .not. g(2, :)
  print *, g, count(g)
  where (g) m = 100
  print *, m
  q = .false.
  q(2:5) = p(1:4)
  print *, q
end program
