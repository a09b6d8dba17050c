! Non-contiguous sections passed to subroutines: rows of a matrix, strided and reversed
! sections, 2-D blocks, copied into a temporary for the call and back after it (the callee
! changes them); run-time sized implied-DO constructors as values.
program arr_copyinout
  implicit none
  integer :: m(4, 5), a(10), i, j, n
  do j = 1, 5
    do i = 1, 4
      m(i, j) = 10 * i + j
    end do
  end do
  a = (/ (i, i = 1, 10) /)
  call bump(m(2, :), 5)
  print *, m
  call bump(a(1:10:3), 4)
  print *, a
  call bump(m(1:3:2, 2:4), 6)
  print *, m
  if (a(1) > 0) call bump(a(10:1:-2), 5)
  print *, a
  n = 7
  call show((/ (i * i, i = 1, 7) /), n)
  a(1:n) = (/ (a(i) + i, i = n, 1, -1) /)
  print *, a
end program

subroutine bump(v, n)
  integer n, v(n), i
  print *, 'in', v
  v = v + 1000 * (/ (i, i = 1, n) /)
end subroutine

subroutine show(v, n)
  integer n, v(n)
  print *, 'show', v, sum(v)
end subroutine
