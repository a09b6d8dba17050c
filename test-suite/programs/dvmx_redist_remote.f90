! dvmh-test: grids=4:2x2 4:1x4 6:2x3
! REDISTRIBUTE and REALIGN in the middle of a computation: values computed under one mapping
! are read under the next through REMOTE_ACCESS (clause and directive) and reductions; REALIGN
! with NEW_VALUE refills the realigned array; an aligned array follows each REDISTRIBUTE.
program dvmx_redist_remote
  implicit none
  integer, parameter :: n = 14, m = 9
  real(8) :: a(n, m), b(n, m), x(n), y(m)
  integer :: i, j, step
  real(8) :: s, smax, corner
!dvm$ dynamic a, x
!dvm$ distribute a(block, block)
!dvm$ align b(i, j) with a(i, j)
!dvm$ distribute x(block)
!dvm$ align y(j) with a(*, j)
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = i + 100 * j
      b(i, j) = mod(i * j, 7)
    end do
  end do
!dvm$ parallel (i) on x(i)
  do i = 1, n
    x(i) = 2 * i
  end do
  do step = 1, 3
    select case (step)
    case (1)
!dvm$ redistribute a(*, block)
    case (2)
!dvm$ redistribute a(block, *)
    case (3)
!dvm$ redistribute a(block, block)
    end select
!dvm$ parallel (j) on y(j), remote_access(a(:, j))
    do j = 1, m
      y(j) = a(1, j) + a(n, j)
    end do
!dvm$ parallel (j, i) on a(i, j), remote_access(x(:))
    do j = 1, m
      do i = 1, n
        a(i, j) = a(i, j) * 0.5d0 + b(i, j) + x(n + 1 - i) * 0.01d0
      end do
    end do
    s = 0; smax = -1
!dvm$ parallel (j, i) on b(i, j), reduction(sum(s), max(smax))
    do j = 1, m
      do i = 1, n
        s = s + a(i, j) * b(i, j)
        smax = max(smax, a(i, j) - y(j))
      end do
    end do
!dvm$ remote_access (a(n, 1))
    corner = a(n, 1)
    print '(i2, 3f16.6)', step, s, smax, corner
  end do
!dvm$ realign x(i) with a(i, 1) new_value
!dvm$ parallel (i) on x(i)
  do i = 1, n
    x(i) = -i
  end do
!dvm$ parallel (j, i) on a(i, j), remote_access(x(:))
  do j = 1, m
    do i = 1, n
      b(i, j) = a(i, j) + x(i) * x(n + 1 - i)
    end do
  end do
!dvm$ realign x(i) with a(n + 1 - i, m)
  s = 0
!dvm$ parallel (i) on x(i), reduction(sum(s))
  do i = 1, n
    s = s + x(i) * i
  end do
  print '(a, f14.4, 3f14.4)', ' end', s, b(1, 1), b(n, m), y(m)
end program
