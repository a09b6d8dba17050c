! Reductions: SUM, PRODUCT, MAXVAL, MINVAL, COUNT, ANY, ALL over whole arrays and sections,
! with DIM= (also on rank-1 arrays, giving scalars) and MASK= (also positional), DOT_PRODUCT
! of integers, reals and logicals; reductions inside expressions and conditions.
program arr_reductions
  implicit none
  integer :: a(6), m(3, 4), i, j
  double precision :: x(5), y(5)
  logical :: l(4)
  do i = 1, 6
    a(i) = (i - 3) * (i + 1)
  end do
  do j = 1, 4
    do i = 1, 3
      m(i, j) = i * 10 - j * j
    end do
  end do
  do i = 1, 5
    x(i) = 1.0d0 / i
    y(i) = i * 0.5d0
  end do
  print *, sum(a), product(a(1:4)), maxval(a), minval(a)
  print *, sum(a, dim=1), maxval(a, 1), sum(a, mask=a > 0), sum(a, a < 0)
  print *, sum(m), sum(m, dim=1), sum(m, dim=2)
  print *, maxval(m, dim=1), minval(m, dim=2), product(m(1:2, 1:2), 1)
  print *, count(m > 0), count(m > 0, dim=1), count(m > 0, 2)
  print *, any(m > 25), all(m > -10), any(m < -10, dim=1), all(m > 0, dim=2)
  print *, maxval(m, mask=m < 20), minval(m, mask=m > 0), sum(m, dim=1, mask=m > 0)
  print *, dot_product(a(1:3), a(4:6)), dot_product(m(1, :), m(3, :))
  write (*, '(3f12.6)') sum(x), product(x), dot_product(x, y)
  write (*, '(3f12.6)') maxval(x - y), minval(x * y), sum(x(2:5:2))
  l = (/ .true., .false., .true., .true. /)
  print *, dot_product(l, l), all(l), any(.not. l), count(l)
  if (sum(a) > 10 .and. any(a == 0)) then
    print *, 'yes', sum(a) - maxval(a)
  else if (minval(a) < 0) then
    print *, 'no'
  end if
  j = 0
  do i = 1, maxval(a), 7
    j = j + i
  end do
  print *, j, a / sum(a(1:2)), 2 * sum(m, dim=1) + 1
end program
