! dvmh-test: grids=4:2x2 4:1x4 6:2x3
! REMOTE_ACCESS with loop-variable subscripts (a row of B for each row of A, B(I, :)), with a
! reversed subscript (X(N+1-I)), in a REMOTE_GROUP with PREFETCH, and a matrix-vector product
! whose vector is distributed on another axis than the matrix rows.
program dvmx_remote_rows
  implicit none
  integer, parameter :: n = 10, m = 7
  real(8) :: a(n, m), b(n, m), x(m), y(n), z(n)
  integer :: i, j, it
  real(8) :: s
!dvm$ distribute a(block, block)
!dvm$ distribute b(*, block)
!dvm$ distribute x(block)
!dvm$ align y(i) with a(i, *)
!dvm$ distribute z(block)
!dvm$ remote_group rg
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = mod(i * 3 + j * 5, 7) - 3
    end do
  end do
!dvm$ parallel (j, i) on b(i, j)
  do j = 1, m
    do i = 1, n
      b(i, j) = i - 0.5d0 * j
    end do
  end do
!dvm$ parallel (j) on x(j)
  do j = 1, m
    x(j) = 1.0d0 / j
  end do
!dvm$ parallel (i) on y(i), remote_access(x(:)), remote_access(a(i, :)), private(j, s)
  do i = 1, n
    s = 0
    do j = 1, m
      s = s + a(i, j) * x(j)
    end do
    y(i) = s
  end do
!dvm$ parallel (i) on z(i)
  do i = 1, n
    z(i) = 0
  end do
  do it = 1, 2
!dvm$ prefetch rg
!dvm$ parallel (i) on z(i), remote_access(rg: b(n + 1 - i, :)), remote_access(y(:)), &
!dvm$& private(j)
    do i = 1, n
      do j = 1, m
        z(i) = z(i) + b(n + 1 - i, j) * y(i) * it
      end do
    end do
  end do
  s = 0
!dvm$ parallel (i) on z(i), reduction(sum(s))
  do i = 1, n
    s = s + z(i) * i
  end do
  print '(5f12.5)', y(1), y(4), y(n), z(1), z(n)
  print '(f18.6)', s
end program
