! Array sections as actual arguments: contiguous sections (columns, leading parts, whole
! planes) passed to explicit-shape and assumed-size dummies by sequence association, which
! the callee may change; array expressions passed as values (computed into a temporary).
program arr_args
  implicit none
  integer :: a(10), m(4, 5), p(3, 3, 2), i, j
  do i = 1, 10
    a(i) = i
  end do
  do j = 1, 5
    do i = 1, 4
      m(i, j) = 10 * i + j
    end do
  end do
  p = 1
  call bump(a(3:6), 4)
  print *, a
  call bump(a(8:), 3)
  print *, a
  call bump(m(:, 2), 4)
  print *, m
  call bump(m(2:3, 4), 2)
  print *, m
  call bump(m(:, 3:4), 8)
  print *, m
  call bump(p(:, :, 2), 9)
  print *, p
  call total(a(2:9), 8)
  call total(m(1:4, 5), 4)
  call total(a * 2, 10)
  call total(m(2, :) + 1, 5)
  call total((/ (i * i, i = 1, 5) /), 5)
end program

subroutine bump(v, n)
  integer n, v(*), i
  do i = 1, n
    v(i) = v(i) + 1000
  end do
end subroutine

subroutine total(v, n)
  integer n, v(n)
  print *, 'total', sum(v), v(1), v(n)
end subroutine
