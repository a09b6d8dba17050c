! Masked array assignment: WHERE with ELSEWHERE chains, masks combined from other arrays
! and sections, FORALL with masks and triangular index ranges, component arrays of an array
! of structures under masks, and COUNT/ANY/ALL/MERGE over the same masks.
program f6_where_forall
  implicit none
  integer, parameter :: n = 8
  real :: a(n, n), b(n, n), v(n)
  integer :: i, j, k(n), tri(n, n)
  logical :: mask(n, n)
  type :: cell
    real :: t
    integer :: flag
  end type
  type(cell) :: cells(n)
  do j = 1, n
    do i = 1, n
      a(i, j) = real(mod(i * 7 + j * 3, 11)) - 5.0
    end do
  end do
  b = 0
  where (a > 2.0)
    b = a * 10
  elsewhere (a < -2.0)
    b = -a
  elsewhere (a == 0.0)
    b = 100
  elsewhere
    b = a / 2
  end where
  write (*, '(8f7.1)') b
  mask = mod(reshape([(i, i = 1, n * n)], [n, n]), 3) == 0
  where (mask .and. a >= 0)
    a = sqrt(a)
  elsewhere (mask)
    a = a * a
  end where
  write (*, '(8f8.3)') a
  write (*, '(a, i0, 2l2)') 'count ', count(mask .and. a > 1), any(a > 20), all(b /= 0)
  tri = 0
  forall (i = 1:n, j = 1:n, i >= j) tri(i, j) = i * 10 + j
  forall (i = 1:n, j = 1:n, j > i .and. mod(i + j, 2) == 0) tri(i, j) = -1
  write (*, '(8i4)') (tri(i, :), i = 1, n)
  v = [(real(i) ** 2, i = 1, n)]
  forall (i = 2:n - 1) v(i) = (v(i - 1) + v(i + 1)) / 2
  write (*, '(8f7.2)') v
  k = [(i, i = 1, n)]
  forall (i = 1:n, mod(k(i), 2) == 1) k(i) = k(n - i + 1) * 100
  write (*, '(8i5)') k
  cells%t = [(0.5 * i, i = 1, n)]
  cells%flag = 0
  do i = 1, n
    if (cells(i)%t > 2.0) cells(i)%flag = int(cells(i)%t * 2)
  end do
  v = cells%t
  where (cells%flag == 0) v = -v
  cells%t = v
  write (*, '(8(f5.1, i3))') cells
  write (*, '(8f6.1)') merge(a(1, :), -1.0, mask(1, :))
  where (b(:, 2) > 0) v = b(:, 2)
  write (*, '(8f7.1)') v
end program f6_where_forall
