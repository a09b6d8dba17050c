! dvmh-test: grids=4:2x2 3:1x3
! Parallel loops with unusual iteration spaces over distributed arrays with lower bounds
! other than 1: A(0:n+1) with halo cells, loops running backwards (negative step), loops
! with step 2 and 3 (red/black-style halves), a 2-D array A(-2:m, 0:k), small PRIVATE work
! arrays in the loop body, and reductions over the strided loops.
program dvm_bounds_steps
  implicit none
  integer, parameter :: n = 40, m = 9, k = 7
  real(8) :: a(0:n + 1), b(0:n + 1), g(-2:m, 0:k), t(3), s_odd, s_even, s3, gs
  integer :: i, j, q
!dvm$ distribute a(block)
!dvm$ align b(i) with a(i)
!dvm$ distribute g(block, block)
!dvm$ parallel (i) on a(i)
  do i = 0, n + 1
    a(i) = mod(i * 7, 11) - 5
    b(i) = 0
  end do
!dvm$ parallel (i) on b(i), private(t, q)
  do i = n, 1, -1
    do q = 1, 3
      t(q) = a(i) * q + i
    end do
    b(i) = t(1) - t(2) + t(3)
  end do
  s_odd = 0
  s_even = 0
  s3 = 0
!dvm$ parallel (i) on b(i), reduction(sum(s_odd))
  do i = 1, n, 2
    s_odd = s_odd + b(i)
  end do
!dvm$ parallel (i) on b(i), reduction(sum(s_even))
  do i = n, 2, -2
    s_even = s_even + b(i) * i
  end do
!dvm$ parallel (i) on b(i), reduction(sum(s3))
  do i = 0, n + 1, 3
    s3 = s3 + b(i) - a(i)
  end do
  write (*, '(3f14.3)') s_odd, s_even, s3
!dvm$ parallel (j, i) on g(i, j)
  do j = 0, k
    do i = -2, m
      g(i, j) = i * 10 + j
    end do
  end do
  gs = 0
!dvm$ parallel (j, i) on g(i, j), reduction(sum(gs))
  do j = k, 0, -2
    do i = -2, m, 3
      gs = gs + g(i, j)
    end do
  end do
!dvm$ get_actual(g, b)
  write (*, '(f12.2, 3f8.1)') gs, g(-2, 0), g(m, k), g(0, 3)
  write (*, '(6f9.2)') (b(i), i = 0, n + 1, 7)
end program dvm_bounds_steps
