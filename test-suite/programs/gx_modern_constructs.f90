! F2003/F2008 control constructs as a modern solver's driver uses them: BLOCK with local
! declarations, ASSOCIATE of expressions and array sections, DO CONCURRENT for independent
! updates, named DO loops with EXIT and CYCLE naming an outer construct, OPTIONAL arguments
! with PRESENT, and keyword calls in any order.
module gx_driver_mod
  implicit none
  integer, parameter :: dp = kind(1.0d0)
contains
  subroutine relax(u, f, h, omega, tol, maxit, iters, verbose)
    real(dp), intent(inout) :: u(:)
    real(dp), intent(in) :: f(:), h
    real(dp), intent(in), optional :: omega, tol
    integer, intent(in), optional :: maxit
    integer, intent(out), optional :: iters
    logical, intent(in), optional :: verbose
    real(dp) :: w, eps, change, old
    integer :: it, i, nmax
    w = 1.0_dp
    if (present(omega)) w = omega
    eps = 1.0e-8_dp
    if (present(tol)) eps = tol
    nmax = 1000
    if (present(maxit)) nmax = maxit
    sweeps: do it = 1, nmax
      change = 0.0_dp
      do i = 2, size(u) - 1
        old = u(i)
        u(i) = (1.0_dp - w) * old + w * 0.5_dp * (u(i - 1) + u(i + 1) + h * h * f(i))
        change = max(change, abs(u(i) - old))
      end do
      if (present(verbose)) then
        if (verbose .and. mod(it, 100) == 0) print '(a,i5,es12.4)', '  sweep', it, change
      end if
      if (change < eps) exit sweeps
    end do sweeps
    if (present(iters)) iters = min(it, nmax)
  end subroutine relax
end module gx_driver_mod

program gx_modern_constructs
  use gx_driver_mod
  implicit none
  integer, parameter :: n = 33
  real(dp) :: u(n), f(n), grid(6, 5)
  integer :: its1, its2, i, j, found_i, found_j

  f = 2.0_dp
  u = 0.0_dp
  call relax(u, f, 1.0_dp / (n - 1), iters=its1, tol=1.0e-10_dp, maxit=5000)
  print '(a,i6,f14.10)', 'gauss-seidel', its1, u((n + 1) / 2)
  u = 0.0_dp
  call relax(maxit=5000, h=1.0_dp / (n - 1), f=f, u=u, omega=1.8_dp, tol=1.0e-10_dp, &
    iters=its2, verbose=.false.)
  print '(a,i6,f14.10,l2)', 'sor', its2, u((n + 1) / 2), its2 < its1
  u = 0.0_dp
  call relax(u, f, 1.0_dp / (n - 1), omega=1.5_dp, maxit=300, verbose=.true.)

  block
    real(dp) :: mid, ends(2)
    integer :: k
    mid = u((n + 1) / 2)
    ends = [u(1), u(n)]
    k = count(u > 0.5_dp * mid)
    print '(a,f12.8,2f6.2,i4)', 'block', mid, ends, k
  end block

  associate (interior => u(2:n - 1), h => 1.0_dp / (n - 1), nint => n - 2)
    print '(a,i4,f14.8)', 'associate', nint, sum(interior) * h
    interior = interior * 2.0_dp
  end associate
  print '(a,f14.8)', 'after associate', sum(u)

  do concurrent (i = 1:6, j = 1:5, mod(i + j, 2) == 0)
    grid(i, j) = real(i * 10 + j, dp)
  end do
  do concurrent (i = 1:6, j = 1:5, mod(i + j, 2) /= 0)
    grid(i, j) = -real(i + j, dp)
  end do
  print '(a,f10.2,2f8.2)', 'concurrent', sum(grid), grid(2, 4), grid(3, 4)

  found_i = 0
  found_j = 0
  outer: do j = 1, 5
    inner: do i = 1, 6
      if (grid(i, j) < 0.0_dp) cycle inner
      if (i == 1) cycle outer
      if (grid(i, j) > 40.0_dp) then
        found_i = i
        found_j = j
        exit outer
      end if
    end do inner
  end do outer
  print '(a,2i3)', 'search', found_i, found_j

  check: block
    if (found_i == 0) exit check
    print '(a)', 'found inside block'
  end block check
end program gx_modern_constructs
