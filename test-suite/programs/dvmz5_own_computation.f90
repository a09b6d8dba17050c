! dvmh-test: grids=2:2 3:3 4:4
! Statements outside parallel loops under the own-computation rule: a tridiagonal system
! solved by the Thomas algorithm written as sequential loops over distributed arrays (each
! assignment done by the owner of its left side, the neighbours' values it reads named in
! REMOTE_ACCESS directives), a prefix sum the same way, a conditional on a distributed
! element read by every process through REMOTE_ACCESS, a distributed element set from a
! replicated scalar, and a swap of two far-apart elements.
program dvmz5_own_computation
  implicit none
  integer, parameter :: n = 29
  real(8) :: sub(n), dia(n), sup(n), rhs(n), cp(n), dp(n), x(n), pre(n)
!dvm$ distribute dia(block)
!dvm$ align (i) with dia(i) :: sub, sup, rhs, cp, dp, x, pre
  integer :: i
  real(8) :: den, t, xsum, chk, pivot
!dvm$ parallel (i) on dia(i)
  do i = 1, n
    sub(i) = -1d0 + 0.01d0 * i
    sup(i) = -1d0 - 0.02d0 * mod(i, 3)
    dia(i) = 4d0 + 0.1d0 * sin(1d0 * i)
    rhs(i) = 1d0 + 0.5d0 * cos(0.4d0 * i)
  end do
  ! forward elimination
  cp(1) = sup(1) / dia(1)
  dp(1) = rhs(1) / dia(1)
  do i = 2, n
!dvm$ remote_access (cp(i - 1), dp(i - 1))
    den = dia(i) - sub(i) * cp(i - 1)
!dvm$ remote_access (dp(i - 1))
    t = dp(i - 1)
    cp(i) = sup(i) / den
    dp(i) = (rhs(i) - sub(i) * t) / den
  end do
  ! back substitution
  x(n) = dp(n)
  do i = n - 1, 1, -1
!dvm$ remote_access (x(i + 1))
    t = x(i + 1)
    x(i) = dp(i) - cp(i) * t
  end do
  ! prefix sums of the solution
  pre(1) = x(1)
  do i = 2, n
!dvm$ remote_access (pre(i - 1))
    t = pre(i - 1)
    pre(i) = t + x(i)
  end do
  ! residual of the system by a parallel loop
  chk = 0d0
  xsum = 0d0
!dvm$ parallel (i) on x(i), shadow_renew(x), reduction(max(chk), sum(xsum)), private(t)
  do i = 1, n
    t = dia(i) * x(i) - rhs(i)
    if (i > 1) t = t + sub(i) * x(i - 1)
    if (i < n) t = t + sup(i) * x(i + 1)
    chk = max(chk, abs(t))
    xsum = xsum + x(i)
  end do
  print '(a, l2, f18.12)', 'solved', chk < 1d-12, xsum
!dvm$ remote_access (pre(n))
  t = pre(n)
  print '(a, l2)', 'prefix matches sum', abs(t - xsum) < 1d-12
  ! a conditional on a distributed element, evaluated by every process
!dvm$ remote_access (x(n / 2))
  pivot = x(n / 2)
  if (pivot > 0.3d0) then
    x(1) = pivot
  else
    x(n) = -pivot
  end if
  ! swap of the two ends through replicated scalars
!dvm$ remote_access (x(1))
  t = x(1)
!dvm$ remote_access (x(n))
  den = x(n)
  x(1) = den
  x(n) = t
  print '(4f16.12)', x(1), x(n), pivot, x(n / 3)
  print '(5f15.11)', (pre(i), i = 1, n, 7)
end program dvmz5_own_computation
