! dvmh-test: grids=2:2x1 3:1x3 4:2x2
! PARALLEL loops that run backwards: a backward Gauss-Seidel sweep (DO J = M-1, 2, -1 and
! DO I = N-1, 2, -1) whose ACROSS dependences point the other way (new values at I+1 and
! J+1, old ones at I-1 and J-1), a strided backward loop DO I = N, 1, -3 with a MINLOC whose
! loop visits the candidates in reverse, a backward first-order recurrence X(I) from X(I+1)
! by ACROSS(X(0:1)) on a 1-D array, and a loop with a negative step over a reversed
! alignment (ALIGN Y(I) WITH X(N + 1 - I)).
program dvmz5_negative_steps
  implicit none
  integer, parameter :: n = 19, m = 15
  real(8) :: a(n, m), x(n), y(n), d(n)
!dvm$ distribute a(block, block)
!dvm$ distribute x(block)
!dvm$ align y(i) with x(n + 1 - i)
!dvm$ align d(i) with x(i)
  integer :: i, j, it, imin, cnt
  real(8) :: eps, vmin, s, sy
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = 0d0
      if (i == 1 .or. j == 1) a(i, j) = 1d0 + 0.1d0 * (i + j)
      if (i == n .or. j == m) a(i, j) = 2d0 - 0.05d0 * (i - j)
    end do
  end do
  do it = 1, 5
    eps = 0d0
!dvm$ parallel (j, i) on a(i, j), across(a(1:1, 1:1)), reduction(max(eps)), private(s)
    do j = m - 1, 2, -1
      do i = n - 1, 2, -1
        s = 0.25d0 * (a(i - 1, j) + a(i + 1, j) + a(i, j - 1) + a(i, j + 1))
        eps = max(eps, abs(s - a(i, j)))
        a(i, j) = s
      end do
    end do
    print '(i2, f18.12)', it, eps
  end do
  vmin = 1d30
  imin = 0
  cnt = 0
!dvm$ parallel (i) on x(i), reduction(minloc(vmin, imin), sum(cnt))
  do i = n, 1, -3
    x(i) = (i - 9.3d0)**2 + 0.01d0 * i
    if (x(i) < vmin) then
      vmin = x(i)
      imin = i
    end if
    cnt = cnt + 1
  end do
  print '(a, f12.6, 2i4)', 'minloc', vmin, imin, cnt
!dvm$ parallel (i) on x(i)
  do i = 1, n
    d(i) = 1d0 / (1d0 + i)
    x(i) = 0d0
  end do
  x(n) = 1d0
!dvm$ parallel (i) on x(i), across(x(0:1))
  do i = n - 1, 1, -1
    x(i) = 0.5d0 * x(i + 1) + d(i)
  end do
!dvm$ parallel (i) on y(i)
  do i = n, 1, -1
    y(i) = x(n + 1 - i) * i
  end do
  sy = 0d0
!dvm$ parallel (i) on y(i), reduction(sum(sy))
  do i = n - 1, 2, -2
    sy = sy + y(i)
  end do
  print '(a, f18.12)', 'sy', sy
  print '(5f14.10)', x(1), x(n / 2), y(1), y(n), a(n / 2, m / 2)
  print '(5f14.10)', (a(i, i), i = m - 1, 2, -3)
end program dvmz5_negative_steps
