! dvmh-test: grids=4:2x2 4:1x4 3:3x1
! Red-black successive over-relaxation for a Poisson problem: the colour sweep is written
! the way such codes are, DO I = 2 + MOD(J + IRB, 2), N - 1, 2 (the start of the inner loop
! depends on the outer variable and the colour), with a shadow renewal between colours
! and a MAX residual reduction; iterations until a tolerance or a step limit.
program redblack_sor
  implicit none
  integer, parameter :: n = 31, m = 27
  real(8) :: u(n, m), f(n, m), h2, omega, res, r, s
  integer :: i, j, irb, iter
!dvm$ distribute u(block, block)
!dvm$ align f(i, j) with u(i, j)
  h2 = 1d0 / ((n - 1) * (m - 1))
  omega = 1.7d0
!dvm$ parallel (j, i) on u(i, j)
  do j = 1, m
    do i = 1, n
      u(i, j) = 0
      if (j == m) u(i, j) = sin(3.14159265358979d0 * (i - 1) / (n - 1))
      f(i, j) = h2 * mod(i + 2 * j, 5)
    end do
  end do
  do iter = 1, 200
    res = 0
    do irb = 0, 1
!dvm$ parallel (j, i) on u(i, j), shadow_renew(u), reduction(max(res)), private(r)
      do j = 2, m - 1
        do i = 2 + mod(j + irb, 2), n - 1, 2
          r = 0.25d0 * (u(i - 1, j) + u(i + 1, j) + u(i, j - 1) + u(i, j + 1) - f(i, j)) - u(i, j)
          u(i, j) = u(i, j) + omega * r
          res = max(res, abs(r))
        end do
      end do
    end do
    if (mod(iter, 20) == 0) write (*, '(a, i4, es14.5)') 'iter', iter, res
    if (res < 1d-6) exit
  end do
  write (*, '(a, i4)') 'stopped at', iter
  s = 0
!dvm$ parallel (j, i) on u(i, j), reduction(sum(s))
  do j = 1, m
    do i = 1, n
      s = s + u(i, j)
    end do
  end do
  write (*, '(a, es20.10)') 'sum', s
  write (*, '(3es20.10)') u(n / 2, m / 2), u(3, m - 2), u(n - 2, 4)
end program redblack_sor
