! dvmh-test: grids=4:2x2 3:3x1 3:1x3
! Transposed and collapsed alignments: B(I, J) aligned with A(J, I), so A(I, J) = B(J, I) is
! local; a loop nest ordered (I, J) with I outermost ON A(I, J); a vector aligned with the
! second dimension of A (collapsed first dimension, replicated along the first grid
! dimension) used in a matrix-vector product with a SUM over rows through REMOTE_ACCESS of
! the vector; MAXLOC over the 2-D array with a two-element location.
program dvmz4_transposed_align
  implicit none
  integer, parameter :: n = 11, m = 8
  real(8) :: a(n, m), b(m, n), x(m), y(n), amax, s
  integer :: i, j, loc(2)
!dvm$ distribute a(block, block)
!dvm$ align b(j, i) with a(i, j)
!dvm$ align x(j) with a(*, j)
!dvm$ distribute y(block)
!dvm$ parallel (j, i) on b(j, i)
  do j = 1, m
    do i = 1, n
      b(j, i) = dble(mod(i * 5 + j * 3, 13)) + 0.01d0 * i
    end do
  end do
!dvm$ parallel (i, j) on a(i, j)
  do i = 1, n
    do j = 1, m
      a(i, j) = b(j, i) * 0.5d0 + i - j
    end do
  end do
!dvm$ parallel (j) on x(j)
  do j = 1, m
    x(j) = 1d0 / j
  end do
!dvm$ parallel (i) on y(i), remote_access(a(i, :), x(:)), private(s, j)
  do i = 1, n
    s = 0d0
    do j = 1, m
      s = s + a(i, j) * x(j)
    end do
    y(i) = s
  end do
  amax = -1d30
  loc = 0
!dvm$ parallel (j, i) on a(i, j), reduction(maxloc(amax, loc, 2))
  do j = 1, m
    do i = 1, n
      if (a(i, j) > amax) then
        amax = a(i, j)
        loc(1) = i
        loc(2) = j
      end if
    end do
  end do
  print '(f12.5, 2i4)', amax, loc
  print '(4f14.8)', y(1), y(4), y(7), y(n)
  print '(f18.9)', sum(y)
  print '(3f12.5)', a(3, 2), b(2, 3), sum(a) - sum(b)
end program dvmz4_transposed_align
