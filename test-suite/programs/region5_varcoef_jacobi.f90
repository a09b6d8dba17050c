! A variable-coefficient Poisson solver as library codes split it: the Jacobi sweep and the
! residual are subroutines that receive the distributed grids (INHERIT) and the coefficient
! tables as explicit-shape dummies whose bounds are other arguments (a(0:nx+1), b(ny),
! a 2-D material table w(nm, 3)); the sweeps run in REGIONs on the device reading device
! copies of the tables; the host rescales a coefficient between calls, which the next
! sweep must see. The residual is a max reduction inside the subroutine's region.
! dvmh-test: grids=4:2x2 2:2x1 3:1x3
subroutine sweep(u, un, f, nx, ny, ax, by, w, nm)
  implicit none
  integer, intent(in) :: nx, ny, nm
  real(8) :: u(nx, ny), un(nx, ny), f(nx, ny)
  real(8), intent(in) :: ax(0:nx + 1), by(ny), w(nm, 3)
  integer :: i, j, m
  real(8) :: diag
!dvm$ inherit u, un, f
!dvm$ region
!dvm$ parallel (j, i) on un(i, j), shadow_renew(u), private(m, diag)
  do j = 2, ny - 1
    do i = 2, nx - 1
      m = mod(i + 2 * j, nm) + 1
      diag = 2.0d0 * ax(i) + 2.0d0 * by(j) + w(m, 1)
      un(i, j) = (ax(i) * (u(i - 1, j) + u(i + 1, j)) + by(j) * (u(i, j - 1) + u(i, j + 1)) &
                  + w(m, 2) * f(i, j) + w(m, 3)) / diag
    end do
  end do
!dvm$ end region
end subroutine sweep

subroutine residual(u, un, nx, ny, scale, r)
  implicit none
  integer, intent(in) :: nx, ny
  real(8) :: u(nx, ny), un(nx, ny)
  real(8), intent(in) :: scale(*)
  real(8), intent(out) :: r
  integer :: i, j
!dvm$ inherit u, un
  r = 0
!dvm$ actual(r)
!dvm$ region
!dvm$ parallel (j, i) on u(i, j), reduction(max(r))
  do j = 2, ny - 1
    do i = 2, nx - 1
      r = max(r, abs(un(i, j) - u(i, j)) * scale(1))
      u(i, j) = un(i, j)
    end do
  end do
!dvm$ end region
!dvm$ get_actual(r)
end subroutine residual

program region5_varcoef_jacobi
  implicit none
  integer, parameter :: nx = 40, ny = 28, nm = 4
  real(8) :: u(nx, ny), un(nx, ny), f(nx, ny)
  real(8) :: ax(0:nx + 1), by(ny), w(nm, 3), scale(2), r, s
  integer :: i, j, it
!dvm$ distribute u(block, block)
!dvm$ align un(i, j) with u(i, j)
!dvm$ align f(i, j) with u(i, j)
!dvm$ shadow u(1:1, 1:1)
  do i = 0, nx + 1
    ax(i) = 1.0d0 + 0.3d0 * sin(0.2d0 * i)
  end do
  do j = 1, ny
    by(j) = 0.8d0 + 0.01d0 * j
  end do
  do i = 1, nm
    w(i, 1) = 0.05d0 * i
    w(i, 2) = 1.0d0 / (1 + i)
    w(i, 3) = 0.001d0 * (nm - i)
  end do
  scale = (/ 1.0d0, 0.0d0 /)
!dvm$ parallel (j, i) on u(i, j)
  do j = 1, ny
    do i = 1, nx
      u(i, j) = 0
      un(i, j) = 0
      f(i, j) = exp(-((i - nx / 2) ** 2 + (j - ny / 3) ** 2) / 40.0d0)
    end do
  end do
  do it = 1, 12
    call sweep(u, un, f, nx, ny, ax, by, w, nm)
    call residual(u, un, nx, ny, scale, r)
    if (mod(it, 4) == 0) then
      w(1, 3) = w(1, 3) + 0.01d0
      ax(nx / 2) = 2.0d0 * ax(nx / 2)
      print '(A, I3, ES16.8)', ' it', it, r
    end if
  end do
!dvm$ get_actual(u)
  print '(A, 3F18.12)', ' samples', u(nx / 2, ny / 3), u(5, 7), u(nx - 3, ny - 2)
  s = 0
!dvm$ parallel (j, i) on u(i, j), reduction(sum(s))
  do j = 1, ny
    do i = 1, nx
      s = s + u(i, j) * (i + 3 * j)
    end do
  end do
  print '(A, F22.8)', ' weighted sum', s
end program region5_varcoef_jacobi
