! dvmh-test: grids=4:2x2 4:1x4 2:2x1
! INHERIT dummies declared with other lower bounds than their actual arguments': the dummy
! sees the actual's distribution through its own indices (0-based, negative, shifted by a
! dummy argument). Parallel loops ON the dummy with SHADOW_RENEW and CORNER, ACROSS, a
! REMOTE_ACCESS, reductions with MAXLOC, element reads and writes outside parallel loops, a
! local array aligned with the dummy, array assignments to its sections, and the dummy passed
! on to a procedure with yet other bounds.
module shifted_ops
  implicit none
contains
  subroutine smooth(u, v, n, m)
    integer, intent(in) :: n, m
    real(8) :: u(0:n - 1, 0:m - 1), v(0:n - 1, 0:m - 1)
    integer :: i, j
!dvm$ inherit u, v
!dvm$ parallel (j, i) on v(i, j), shadow_renew(u(corner))
    do j = 1, m - 2
      do i = 1, n - 2
        v(i, j) = 0.5d0 * u(i, j) + 0.0625d0 * (u(i - 1, j) + u(i + 1, j) + u(i, j - 1) &
                  + u(i, j + 1)) + 0.03125d0 * (u(i - 1, j - 1) + u(i + 1, j + 1))
      end do
    end do
  end subroutine

  subroutine sweep(w, lo1, lo2, n, m)
    integer, intent(in) :: lo1, lo2, n, m
    real(8) :: w(lo1:lo1 + n - 1, lo2:lo2 + m - 1)
    integer :: i, j
!dvm$ inherit w
!dvm$ parallel (j, i) on w(i, j), across(w(1:0, 1:0))
    do j = lo2 + 1, lo2 + m - 1
      do i = lo1 + 1, lo1 + n - 1
        w(i, j) = 0.3d0 * w(i, j) + 0.4d0 * w(i - 1, j) + 0.3d0 * w(i, j - 1)
      end do
    end do
  end subroutine
end module

subroutine edges(x, k)
  integer, intent(in) :: k
  real(8) :: x(-2:k - 3)
  real(8) :: y(-2:k - 3), s, best
  integer :: i, at
!dvm$ inherit x
!dvm$ align y(i) with x(i)
!dvm$ parallel (i) on y(i)
  do i = -2, k - 3
    y(i) = x(i) * 2 + i
  end do
  x(-2) = x(-2) + 1000
  x(k - 3) = -x(k - 3)
  s = 0
  best = -1d30
  at = -100
!dvm$ parallel (i) on x(i), reduction(sum(s), maxloc(best, at)), remote_access(y(k - 3))
  do i = -2, k - 3
    s = s + y(i) * (i + 3) + y(k - 3)
    if (x(i) > best) then
      best = x(i)
      at = i
    end if
  end do
  print '(a, f16.4, f12.4, i5)', ' edges ', s, best, at
  print '(a, 3f12.4)', ' x ', x(-2), x(0), x(k - 3)
end subroutine

subroutine layer(a, n, m, j0)
  integer, intent(in) :: n, m, j0
  real(8) :: a(n, 10:m + 9)
  integer :: i
!dvm$ inherit a
  a(2:n - 1, j0 + 10) = a(2:n - 1, j0 + 10) * 0.5d0 + 1
!dvm$ remote_access(a(:, 10))
  a(1, j0 + 10) = a(n, 10) + a(1, 11)
!dvm$ parallel (i) on a(i, 10)
  do i = 1, n
    a(i, 10) = a(i, 10) + i
  end do
end subroutine

program dvm_inherit_bounds
  use shifted_ops
  implicit none
  integer, parameter :: n = 12, m = 10, k = 17
  real(8) :: b(n, m), c(n, m), d(k)
  real(8) :: s
  integer :: i, j
!dvm$ distribute b(block, block)
!dvm$ align c(i, j) with b(i, j)
!dvm$ shadow b(1, 1)
!dvm$ distribute d(block)
!dvm$ parallel (j, i) on b(i, j)
  do j = 1, m
    do i = 1, n
      b(i, j) = mod(i * 7 + j * 3, 11) + 0.25d0 * i
      c(i, j) = 0
    end do
  end do
!dvm$ parallel (i) on d(i)
  do i = 1, k
    d(i) = mod(i * 5, 9) + 0.25d0 * i
  end do
  call smooth(b, c, n, m)
  call sweep(c, -3, 5, n, m)
  call sweep(b, 0, 0, n, m)
  call edges(d, k)
  call layer(c, n, m, 4)
  s = 0
!dvm$ parallel (j, i) on b(i, j), reduction(sum(s))
  do j = 1, m
    do i = 1, n
      s = s + b(i, j) * i + c(i, j) * j
    end do
  end do
  print '(a, f20.8)', ' sum ', s
  print '(4f16.8)', c(2, 2), c(n, m), c(5, 7), b(n, 1)
  print '(5f12.4)', (c(i, 5), i = 1, n, 3), c(1, 1)
  print '(6f10.3)', d
end program
