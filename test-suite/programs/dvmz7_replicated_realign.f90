! dvmh-test: grids=4:2x2 4:1x4 3:3x1
! Replicated and collapsed alignments on a WGT_BLOCK x BLOCK template: a row vector
! replicated along the columns (R(I) WITH T(I, *)), a column vector aligned with a fixed
! template column (C(J) WITH T(2, J)), a matrix aligned transposed with a shift, then
! REALIGN of the row vector to the other template dimension (R(I) WITH T(*, I)) and of
! the matrix to the plain rule; matrix-vector products use the replicated copies.
program replicated_realign
  implicit none
  integer, parameter :: n = 18
  real(8) :: a(n, n), r(n), c(n), y(n), wt(5), s
  integer :: i, j, pass
!dvm$ template t(n + 2, n + 2)
!dvm$ distribute t(wgt_block(wt, 5), block)
!dvm$ align a(i, j) with t(j + 1, i)
!dvm$ align r(i) with t(i, *)
!dvm$ align c(j) with t(2, j)
!dvm$ align y(i) with t(*, i)
!dvm$ dynamic r, a
  wt = (/ 1d0, 3d0, 2d0, 1d0, 4d0 /)
!dvm$ parallel (i, j) on a(i, j)
  do i = 1, n
    do j = 1, n
      a(i, j) = 1d0 / (i + j - 1) + mod(i * j, 4) * 0.1d0
    end do
  end do
!dvm$ parallel (i) on r(i)
  do i = 1, n
    r(i) = 1 + 0.1d0 * i
  end do
!dvm$ parallel (j) on c(j)
  do j = 1, n
    c(j) = mod(j, 3) - 1d0
  end do
  do pass = 1, 2
!dvm$ parallel (i) on y(i), remote_access(a(i, :), r(:), c(:)), private(j, s)
    do i = 1, n
      s = 0
      do j = 1, n
        s = s + a(i, j) * r(j) + 0.01d0 * c(j) * j
      end do
      y(i) = s
    end do
    write (*, '(a, i2, 3es24.15)') 'pass', pass, y(1), y(n / 2), y(n)
!dvm$ realign r(i) with t(*, i + 1)
!dvm$ realign a(i, j) with t(i, j) new_value
!dvm$ parallel (i, j) on a(i, j), remote_access(y(:))
    do i = 1, n
      do j = 1, n
        a(i, j) = y(i) * 0.01d0 + 1d0 / (i + 2 * j)
      end do
    end do
!dvm$ parallel (i) on r(i), remote_access(y(:))
    do i = 1, n
      r(i) = r(i) * 0.5d0 + y(n + 1 - i) * 0.001d0
    end do
  end do
  s = 0
!dvm$ parallel (i, j) on a(i, j), reduction(sum(s))
  do i = 1, n
    do j = 1, n
      s = s + a(i, j) * (i - j)
    end do
  end do
  write (*, '(a, es24.15)') 'a moment', s
  write (*, '(3es24.15)') r(1), r(n), c(n - 1)
end program replicated_realign
