! dvmh-test: grids=4:2x2 4:4x1 3:1x3 6:2x3
! ACROSS with mixed flow and anti dependences of different widths per dimension
! (A(I-2,J), A(I+1,J), A(I,J-1), A(I,J+2)) in loops running forwards and backwards, a 1-D
! ACROSS with negative step, and a reduction in an ACROSS loop.
program dvmx_across_mixed
  implicit none
  integer, parameter :: n = 17, m = 11
  real(8) :: a(n, m), b(n)
  integer :: i, j, it
  real(8) :: s, bmax
!dvm$ distribute a(block, block)
!dvm$ shadow a(2:2, 2:2)
!dvm$ distribute b(block)
!dvm$ shadow b(1:3)
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = mod(i * 13 + j * 7, 11) * 0.25d0
    end do
  end do
  do it = 1, 2
!dvm$ parallel (j, i) on a(i, j), across(a(2:1, 1:2))
    do j = 2, m - 2
      do i = 3, n - 1
        a(i, j) = (a(i - 2, j) + a(i + 1, j) + a(i, j - 1) + a(i, j + 2)) * 0.25d0 + 0.01d0
      end do
    end do
  end do
  s = 0
!dvm$ parallel (j, i) on a(i, j), across(a(1:2, 2:1)), reduction(sum(s))
  do j = m - 1, 3, -1
    do i = n - 2, 2, -1
      a(i, j) = (a(i + 2, j) + a(i - 1, j) + a(i, j + 1) + a(i, j - 2)) * 0.3d0
      s = s + a(i, j)
    end do
  end do
!dvm$ parallel (i) on b(i)
  do i = 1, n
    b(i) = i
  end do
  bmax = 0
!dvm$ parallel (i) on b(i), across(b(1:3)), reduction(max(bmax))
  do i = n - 3, 2, -1
    b(i) = 0.5d0 * b(i + 3) + 0.25d0 * b(i - 1) + b(i + 1) * 0.1d0
    bmax = max(bmax, b(i))
  end do
  print '(a, f18.8)', ' sum ', s
  print '(a, f18.8)', ' bmax', bmax
  print '(4f16.8)', a(3, 3), a(n - 2, m - 1), a(9, 6), a(n, m)
  print '(4f16.8)', b(1), b(2), b(8), b(n - 3)
end program
