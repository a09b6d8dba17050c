! dvmh-test: grids=4:4x1 4:2x2 2:1x2
! Matrix-vector products and a power iteration with a (BLOCK, *)-distributed matrix:
! rows are distributed, the vector is replicated, the result vector is aligned with the
! rows; SUM and MAX reductions give the norm and the largest component; the new vector
! is copied back to the replicated one between parallel loops.
program dvm_matvec_rows
  implicit none
  integer, parameter :: n = 24
  real(8) :: a(n, n), y(n), x(n), s, nrm, ymax, lambda
  integer :: i, j, it
!dvm$ distribute a(block, *)
!dvm$ align y(i) with a(i, *)
!dvm$ parallel (i) on a(i, *)
  do i = 1, n
    do j = 1, n
      a(i, j) = 1.0d0 / (i + j - 1)
      if (i == j) a(i, j) = a(i, j) + 2.0d0
    end do
  end do
  do i = 1, n
    x(i) = 1.0d0
  end do
  lambda = 0
  do it = 1, 25
!dvm$ parallel (i) on y(i), private(s, j)
    do i = 1, n
      s = 0
      do j = 1, n
        s = s + a(i, j) * x(j)
      end do
      y(i) = s
    end do
    nrm = 0
    ymax = 0
!dvm$ parallel (i) on y(i), reduction(sum(nrm), max(ymax))
    do i = 1, n
      nrm = nrm + y(i) * y(i)
      ymax = max(ymax, abs(y(i)))
    end do
    nrm = sqrt(nrm)
    lambda = ymax
!dvm$ get_actual(y)
    do i = 1, n
      x(i) = y(i) / ymax
    end do
    if (mod(it, 5) == 0) write (*, '(i4, 2f16.10)') it, lambda, nrm
  end do
  write (*, '(6f11.7)') (x(i), i = 1, n, 4)
end program dvm_matvec_rows
