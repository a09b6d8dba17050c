! Gauss-Seidel (SOR) smoothing of a convection-diffusion problem as a multigrid code writes
! its smoother: the subroutine receives the distributed grid (INHERIT) and per-row and
! per-column coefficient tables as dummies with run-time bounds (cx(nx), cy(0:ny)); the
! in-place sweep is an ACROSS loop with a max reduction of the change, run in the
! subroutine's REGION hyperplane by hyperplane, and a second region computes a sum-of-squares
! norm over the interior with the same tables.
! dvmh-test: grids=4:2x2 2:1x2 3:3x1
subroutine sor_sweep(a, f, nx, ny, cx, cy, omega, change)
  implicit none
  integer, intent(in) :: nx, ny
  real(8) :: a(nx, ny), f(nx, ny)
  real(8), intent(in) :: cx(nx), cy(0:ny), omega
  real(8), intent(out) :: change
  integer :: i, j
  real(8) :: new, d
!dvm$ inherit a, f
  change = 0
!dvm$ actual(change)
!dvm$ region
!dvm$ parallel (j, i) on a(i, j), across(a(1:1, 1:1)), reduction(max(change)), private(new, d)
  do j = 2, ny - 1
    do i = 2, nx - 1
      d = 2.0d0 * (cx(i) + cy(j))
      new = (cx(i) * (a(i - 1, j) + a(i + 1, j)) + cy(j) * (a(i, j - 1) + a(i, j + 1)) &
             + cy(j - 1) * 0.1d0 * (a(i, j - 1) - a(i, j)) + f(i, j)) / d
      change = max(change, abs(new - a(i, j)))
      a(i, j) = a(i, j) + omega * (new - a(i, j))
    end do
  end do
!dvm$ end region
!dvm$ get_actual(change)
end subroutine sor_sweep

subroutine weighted_norm(a, nx, ny, cx, cy, s)
  implicit none
  integer, intent(in) :: nx, ny
  real(8) :: a(nx, ny)
  real(8), intent(in) :: cx(nx), cy(0:ny)
  real(8), intent(out) :: s
  integer :: i, j
!dvm$ inherit a
  s = 0
!dvm$ actual(s)
!dvm$ region
!dvm$ parallel (j, i) on a(i, j), reduction(sum(s))
  do j = 1, ny
    do i = 1, nx
      s = s + cx(i) * cy(j) * a(i, j) ** 2
    end do
  end do
!dvm$ end region
!dvm$ get_actual(s)
end subroutine weighted_norm

program region5_sor_across
  implicit none
  integer, parameter :: nx = 34, ny = 26
  real(8) :: a(nx, ny), f(nx, ny), cx(nx), cy(0:ny), change, s
  integer :: i, j, it
!dvm$ distribute a(block, block)
!dvm$ align f(i, j) with a(i, j)
  do i = 1, nx
    cx(i) = 1.0d0 + 0.2d0 * mod(i, 3)
  end do
  do j = 0, ny
    cy(j) = 0.9d0 + 0.05d0 * mod(j, 4)
  end do
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, ny
    do i = 1, nx
      a(i, j) = 0
      if (i == 1 .or. j == 1) a(i, j) = 1.0d0
      f(i, j) = 0.01d0 * mod(i * j, 11)
    end do
  end do
  do it = 1, 8
    call sor_sweep(a, f, nx, ny, cx, cy, 1.3d0, change)
    if (mod(it, 2) == 0) print '(A, I3, ES18.10)', ' it', it, change
    cy(ny / 2) = cy(ny / 2) + 0.1d0
  end do
  call weighted_norm(a, nx, ny, cx, cy, s)
  print '(A, F22.9)', ' norm', s
!dvm$ get_actual(a)
  print '(A, 3F18.12)', ' samples', a(nx / 2, ny / 2), a(3, 4), a(nx - 1, ny - 1)
end program region5_sor_across
