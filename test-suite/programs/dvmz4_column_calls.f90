! dvmh-test: grids=3:1x3 4:1x4 2:1x2
! Procedures called inside parallel loops with parts of distributed arrays: a column
! A(:, J) of an array distributed (*, BLOCK) passed to explicit-shape and assumed-size dummies
! (the column lives with iteration J), an interior part A(2:N-1, J), a plane of a 3-D
! array, and single elements A(I, J) passed by reference to a scalar dummy that
! updates them, with a SUM reduction through another dummy.
program dvmz4_column_calls
  implicit none
  integer, parameter :: n = 11, m = 7
  real(8) :: a(n, m), b(n, m), c(4, n, m), s
  integer :: i, j
!dvm$ distribute a(*, block)
!dvm$ align b(i, j) with a(i, j)
!dvm$ align c(*, i, j) with a(i, j)
!dvm$ parallel (j) on a(*, j)
  do j = 1, m
    call fill(a(:, j), n, j)
    call fill(b(1:n, j), n, -j)
  end do
!dvm$ parallel (j) on a(*, j)
  do j = 1, m
    call smooth(a(2:n-1, j), n - 2, b(:, j))
  end do
!dvm$ parallel (j, i) on c(*, i, j)
  do j = 1, m
    do i = 1, n
      call spread4(c(:, i, j), a(i, j))
    end do
  end do
  s = 0d0
!dvm$ parallel (j, i) on a(i, j), reduction(sum(s))
  do j = 1, m
    do i = 1, n
      call bump(a(i, j), b(i, j), s)
    end do
  end do
  print '(f20.10)', s
  print '(4f14.8)', a(1, 1), a(5, 3), a(n, m), b(6, 6)
  print '(4f14.8)', c(:, 4, 5)
  print '(f20.10)', sum(c)
end program dvmz4_column_calls

subroutine fill(col, n, j)
  integer n, j, k
  real(8) col(n)
  do k = 1, n
    col(k) = 0.5d0 * k + 0.25d0 * j * j
  end do
end subroutine fill

subroutine smooth(x, n, y)
  integer n, k
  real(8) x(n), y(*)
  do k = 1, n
    x(k) = 0.5d0 * x(k) + 0.25d0 * (y(k) + y(k + 2))
  end do
end subroutine smooth

subroutine spread4(v, x)
  real(8) v(4), x
  integer k
  do k = 1, 4
    v(k) = x * k - k * k
  end do
end subroutine spread4

subroutine bump(x, y, s)
  real(8) x, y, s
  x = x + 0.5d0 * y
  s = s + x * y
end subroutine bump
