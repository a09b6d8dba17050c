! dvmh-test: grids=2:2x1 3:1x3 4:2x2
! Steady heat conduction on a plate by successive over-relaxation: the Gauss-Seidel order kept
! by ACROSS(T(1:1, 1:1)) on an array aligned with a TEMPLATE one larger on every side (shifted
! by one), the largest change of a sweep by a MAX reduction in the same loop, the iteration
! left with EXIT once it falls under the tolerance; the heat flux through the hot edge by a
! SUM over one row (ON with a fixed index), the mean temperature and selected points.
program dvmz5_heat_sor_across
  implicit none
  integer, parameter :: nx = 23, ny = 17, itmax = 400
  real(8), parameter :: omega = 1.7d0, tol = 1d-7
  real(8), parameter :: pi = 3.141592653589793d0
  real(8) :: t(nx, ny), q(nx, ny)
!dvm$ template grid(0:nx + 1, 0:ny + 1)
!dvm$ distribute grid(block, block)
!dvm$ align t(i, j) with grid(i, j)
!dvm$ align q(i, j) with grid(i, j)
  integer :: i, j, it
  real(8) :: eps, tnew, flux, tmean, tmax
!dvm$ parallel (j, i) on t(i, j)
  do j = 1, ny
    do i = 1, nx
      t(i, j) = 0d0
      q(i, j) = 0d0
      if (j == ny) t(i, j) = 100d0 * sin(pi * (i - 1) / (nx - 1))
      if (i == 1) t(i, j) = 20d0 * (j - 1) / (ny - 1)
      if (abs(i - nx / 3) <= 1 .and. abs(j - ny / 2) <= 1) q(i, j) = 40d0
    end do
  end do
  do it = 1, itmax
    eps = 0d0
!dvm$ parallel (j, i) on t(i, j), across(t(1:1, 1:1)), reduction(max(eps)), private(tnew)
    do j = 2, ny - 1
      do i = 2, nx - 1
        tnew = 0.25d0 * (t(i - 1, j) + t(i + 1, j) + t(i, j - 1) + t(i, j + 1) + q(i, j))
        tnew = t(i, j) + omega * (tnew - t(i, j))
        eps = max(eps, abs(tnew - t(i, j)))
        t(i, j) = tnew
      end do
    end do
    if (mod(it, 20) == 0) print '(a, i4, es14.6)', 'sweep', it, eps
    if (eps < tol) exit
  end do
  print '(a, i4, l2)', 'sweeps', it, eps < tol
  flux = 0d0
!dvm$ parallel (i) on t(i, ny - 1), shadow_renew(t), reduction(sum(flux))
  do i = 2, nx - 1
    flux = flux + (t(i, ny) - t(i, ny - 1))
  end do
  tmean = 0d0
  tmax = -1d0
!dvm$ parallel (j, i) on t(i, j), reduction(sum(tmean), max(tmax))
  do j = 2, ny - 1
    do i = 2, nx - 1
      tmean = tmean + t(i, j)
      tmax = max(tmax, t(i, j))
    end do
  end do
  tmean = tmean / ((nx - 2) * (ny - 2))
  print '(a, 3f16.9)', 'flux, mean, max', flux, tmean, tmax
  print '(5f14.8)', t(nx / 2, ny / 2), t(2, 2), t(nx - 1, ny - 1), t(nx / 3, ny / 2), t(nx / 2, 3)
end program dvmz5_heat_sor_across
