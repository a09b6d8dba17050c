! dvmh-test: grids=2:1x2 3:3x1 4:2x2
! Matrix products with REMOTE_ACCESS: C = A*B with A distributed by rows and B by columns,
! one column of B fetched per step (REMOTE_ACCESS(B(:, J)) with J a sequential loop's
! index); the same product into a BLOCK,BLOCK matrix D whose iterations fetch row I of A and
! column J of B (REMOTE_ACCESS(A(I, :), B(:, J)) with loop dummies); the transposed product
! E = B**T * A**T = C**T read through the whole of both (REMOTE_ACCESS(A(:, :), B(:, :)));
! checksums compared, and one element read back with a REMOTE_ACCESS directive.
program dvmz5_matmul_remote
  implicit none
  integer, parameter :: n = 12, l = 9, m = 10
  real(8) :: a(n, l), b(l, m), c(n, m), d(n, m), e(m, n)
!dvm$ distribute a(block, *)
!dvm$ distribute b(*, block)
!dvm$ align c(i, j) with a(i, *)
!dvm$ distribute d(block, block)
!dvm$ distribute e(block, block)
  integer :: i, j, k
  real(8) :: s, csum, dsum, diff, tr, e12
!dvm$ parallel (i) on a(i, *)
  do i = 1, n
    do k = 1, l
      a(i, k) = sin(0.1d0 * i * k) + 0.05d0 * i
    end do
  end do
!dvm$ parallel (j) on b(*, j)
  do j = 1, m
    do k = 1, l
      b(k, j) = cos(0.2d0 * (k + j)) / (1d0 + 0.1d0 * k)
    end do
  end do
  do j = 1, m
!dvm$ parallel (i) on c(i, j), remote_access(b(:, j)), private(s, k)
    do i = 1, n
      s = 0d0
      do k = 1, l
        s = s + a(i, k) * b(k, j)
      end do
      c(i, j) = s
    end do
  end do
!dvm$ parallel (j, i) on d(i, j), remote_access(a(i, :), b(:, j)), private(s, k)
  do j = 1, m
    do i = 1, n
      s = 0d0
      do k = 1, l
        s = s + a(i, k) * b(k, j)
      end do
      d(i, j) = s
    end do
  end do
!dvm$ parallel (j, i) on e(i, j), remote_access(a(:, :), b(:, :)), private(s, k)
  do j = 1, n
    do i = 1, m
      s = 0d0
      do k = 1, l
        s = s + b(k, i) * a(j, k)
      end do
      e(i, j) = s
    end do
  end do
  csum = 0d0
  diff = 0d0
!dvm$ parallel (j, i) on d(i, j), remote_access(c(:, :), e(j, i)), reduction(sum(csum), max(diff))
  do j = 1, m
    do i = 1, n
      csum = csum + c(i, j) * (i - j)
      diff = max(diff, abs(c(i, j) - d(i, j)) + abs(e(j, i) - d(i, j)))
    end do
  end do
  dsum = 0d0
  tr = 0d0
!dvm$ parallel (j, i) on e(i, j), reduction(sum(dsum), sum(tr))
  do j = 1, n
    do i = 1, m
      dsum = dsum + e(i, j)**2
      if (i == j) tr = tr + e(i, j)
    end do
  end do
!dvm$ remote_access (e(1, 2))
  e12 = e(1, 2)
  print '(a, f20.12, a, l2)', 'C checksum', csum, ' C == D == E**T', diff == 0d0
  print '(a, 2f20.12)', 'E norm2, diagonal', dsum, tr
  print '(a, f18.12)', 'E(1,2)', e12
  print '(5f14.9)', c(1, 1), c(n, m), d(n / 2, m / 2), e(m, 1), e(3, n - 1)
end program dvmz5_matmul_remote
