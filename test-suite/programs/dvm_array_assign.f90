! dvmh-test: grids=4:2x2 4:1x4 3:3x1 2:2x1
! Fortran array assignments whose target is a distributed array, run as implicit parallel
! loops (each process assigns the elements it owns): scalar broadcast, whole arrays,
! shifted sections of aligned arrays (their shadow edges renewed implicitly, corners too),
! a column and a row selected by a variable, strided and reversed sections, elemental
! intrinsics, a replicated vector on the right side, WHERE, a time loop of Jacobi sweeps
! written with sections, and SUM/MAXVAL/MINVAL/COUNT/ANY/ALL/PRODUCT of distributed arrays.
program dvm_array_assign
  implicit none
  integer, parameter :: n = 14, m = 11
  real(8) :: a(n, m), b(n, m), c(n, m), x(n), s, t
  real(8) :: v(n), w(n)
  integer :: k(n, m), i, j, it
  logical :: big
!dvm$ distribute a(block, block)
!dvm$ align b(i, j) with a(i, j)
!dvm$ align c(i, j) with a(i, j)
!dvm$ align k(i, j) with a(i, j)
!dvm$ shadow c(1:1, 1:1)
!dvm$ distribute v(block)
!dvm$ align w(i) with v(i)
!dvm$ shadow w(2:2)
  a = 0
  b = 1.5d0
  k = -3
!dvm$ parallel (j, i) on c(i, j)
  do j = 1, m
    do i = 1, n
      c(i, j) = i * 10 + j + mod(i * j, 7) * 0.25d0
    end do
  end do
  a = c
  b(2:n-1, :) = a(2:n-1, :) * 0.5d0 + c(1:n-2, :)
  a(2:n-1, 2:m-1) = c(3:n, 1:m-2) + sqrt(b(2:n-1, 2:m-1)) - c(1:n-2, 3:m)
  do i = 1, n
    x(i) = i * 0.5d0
  end do
  j = 4
  a(:, j) = x
  a(:, j + 1) = x(n:1:-1) * c(:, j + 1)
  i = 3
  a(i, :) = -1
  a(n:1:-2, m) = 7
  b(1:n:3, 2:m:2) = abs(sin(c(1:n:3, 2:m:2))) + max(a(1:n:3, 2:m:2), 50d0)
  k(2:n, :) = int(c(2:n, :)) / 3
  where (a > 60) b = a - 60
  call show('init', a, b)
  print *, sum(k), count(k > 20), maxval(k), minval(k(2:n, 2:m))
  ! Jacobi sweeps written as array assignments.
  do it = 1, 4
    b(2:n-1, 2:m-1) = (c(1:n-2, 2:m-1) + c(3:n, 2:m-1) + c(2:n-1, 1:m-2) + c(2:n-1, 3:m)) / 4
    c(2:n-1, 2:m-1) = b(2:n-1, 2:m-1)
    s = maxval(abs(b(2:n-1, 2:m-1) - a(2:n-1, 2:m-1)))
    print '(i3, f14.6)', it, s
  end do
  call show('jacobi', c, b)
  ! A 1-D radius-2 stencil.
  v = 1
  do it = 1, 3
    w = v
    v(3:n-2) = (w(1:n-4) + w(5:n) + 2 * w(3:n-2)) / 4 + it
  end do
  print '(7f10.4)', (v(i), i = 1, n)
  s = sum(v)
  t = product(v(1:4) / 3)
  big = any(v > 4) .and. .not. all(v > 4)
  print '(2f16.6, l3)', s, t, big
  print '(3f16.6)', sum(a * b), minval(a + c), maxval(b, mask=b < 40)
contains
  subroutine show(what, p, q)
    character(*) :: what
    real(8) :: p(n, m), q(n, m)
!dvm$ inherit p, q
    real(8) :: sp, sq
    integer :: ii, jj
    sp = 0
    sq = 0
!dvm$ parallel (jj, ii) on p(ii, jj), reduction(sum(sp), sum(sq))
    do jj = 1, m
      do ii = 1, n
        sp = sp + p(ii, jj) * ii + jj
        sq = sq + q(ii, jj) * jj - ii
      end do
    end do
    print '(a8, 2f18.6)', what, sp, sq
  end subroutine
end program
