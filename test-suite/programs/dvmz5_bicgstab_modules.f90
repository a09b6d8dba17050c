! dvmh-test: grids=2:2x1 3:1x3 4:2x2
! BiCGSTAB for a convection-diffusion operator on a 2-D grid, organised as a solver library:
! the distributed work vectors live in a module (BLOCK,BLOCK with one aligned family), the
! operator and vector kernels are external subroutines taking any of them as INHERIT dummies
! (adjustable bounds with lower bound 0 in the operator), dot products are functions with a SUM
! reduction over INHERIT dummies, and the iteration counters live in a COMMON block.
module krylov
  implicit none
  integer, parameter :: nx = 18, ny = 14
  real(8) :: x(0:nx + 1, 0:ny + 1), r(0:nx + 1, 0:ny + 1), r0(0:nx + 1, 0:ny + 1)
  real(8) :: p(0:nx + 1, 0:ny + 1), v(0:nx + 1, 0:ny + 1), s(0:nx + 1, 0:ny + 1)
  real(8) :: t(0:nx + 1, 0:ny + 1), b(0:nx + 1, 0:ny + 1)
!dvm$ distribute x(block, block)
!dvm$ align (i, j) with x(i, j) :: r, r0, p, v, s, t, b
end module krylov

subroutine apply_op(u, au, n, m)
  implicit none
  integer :: n, m
  real(8) :: u(0:n + 1, 0:m + 1), au(0:n + 1, 0:m + 1)
!dvm$ inherit u, au
  integer :: i, j
!dvm$ parallel (j, i) on au(i, j), shadow_renew(u)
  do j = 1, m
    do i = 1, n
      au(i, j) = 4.2d0 * u(i, j) - 1.3d0 * u(i - 1, j) - 0.7d0 * u(i + 1, j) &
                 - u(i, j - 1) - u(i, j + 1)
    end do
  end do
end subroutine apply_op

subroutine axpby(alpha, xv, beta, yv, zv, n, m)
  ! zv = alpha * xv + beta * yv on the interior
  implicit none
  integer :: n, m
  real(8) :: alpha, beta
  real(8) :: xv(0:n + 1, 0:m + 1), yv(0:n + 1, 0:m + 1), zv(0:n + 1, 0:m + 1)
!dvm$ inherit xv, yv, zv
  integer :: i, j
!dvm$ parallel (j, i) on zv(i, j)
  do j = 1, m
    do i = 1, n
      zv(i, j) = alpha * xv(i, j) + beta * yv(i, j)
    end do
  end do
end subroutine axpby

real(8) function dot(xv, yv, n, m)
  implicit none
  integer :: n, m
  real(8) :: xv(0:n + 1, 0:m + 1), yv(0:n + 1, 0:m + 1)
!dvm$ inherit xv, yv
  integer :: i, j
  real(8) :: acc
  acc = 0d0
!dvm$ parallel (j, i) on xv(i, j), reduction(sum(acc))
  do j = 1, m
    do i = 1, n
      acc = acc + xv(i, j) * yv(i, j)
    end do
  end do
  dot = acc
end function dot

program dvmz5_bicgstab_modules
  use krylov
  implicit none
  real(8), external :: dot
  integer :: iters, restarts
  common /counters/ iters, restarts
  integer :: i, j
  real(8) :: rho, rhoold, alpha, omega, beta, res, res0, bnorm
!dvm$ parallel (j, i) on x(i, j)
  do j = 0, ny + 1
    do i = 0, nx + 1
      x(i, j) = 0d0
      b(i, j) = 0d0
      r(i, j) = 0d0
      r0(i, j) = 0d0
      p(i, j) = 0d0
      v(i, j) = 0d0
      s(i, j) = 0d0
      t(i, j) = 0d0
      if (i >= 1 .and. i <= nx .and. j >= 1 .and. j <= ny) &
        b(i, j) = sin(0.3d0 * i) * cos(0.2d0 * j) + 0.1d0
    end do
  end do
  iters = 0
  restarts = 0
  call apply_op(x, t, nx, ny)
  call axpby(1d0, b, -1d0, t, r, nx, ny)
  call axpby(1d0, r, 0d0, r, r0, nx, ny)
  bnorm = sqrt(dot(b, b, nx, ny))
  res0 = sqrt(dot(r, r, nx, ny))
  rhoold = 1d0
  alpha = 1d0
  omega = 1d0
  do while (iters < 60)
    iters = iters + 1
    rho = dot(r0, r, nx, ny)
    beta = (rho / rhoold) * (alpha / omega)
    ! p = r + beta * (p - omega * v)
    call axpby(1d0, p, -omega, v, p, nx, ny)
    call axpby(1d0, r, beta, p, p, nx, ny)
    call apply_op(p, v, nx, ny)
    alpha = rho / dot(r0, v, nx, ny)
    call axpby(1d0, r, -alpha, v, s, nx, ny)
    call apply_op(s, t, nx, ny)
    omega = dot(t, s, nx, ny) / dot(t, t, nx, ny)
    call axpby(1d0, x, alpha, p, x, nx, ny)
    call axpby(1d0, x, omega, s, x, nx, ny)
    call axpby(1d0, s, -omega, t, r, nx, ny)
    res = sqrt(dot(r, r, nx, ny))
    if (mod(iters, 5) == 0 .and. iters <= 15) print '(i3, es12.3)', iters, res / bnorm
    if (res < 1d-10 * bnorm) exit
    rhoold = rho
  end do
  print '(a, l2, l2)', 'converged', res < 1d-10 * bnorm, iters < 60
  call apply_op(x, t, nx, ny)
  call axpby(1d0, b, -1d0, t, r, nx, ny)
  print '(a, l2)', 'true residual small', sqrt(dot(r, r, nx, ny)) < 1d-8 * bnorm
  print '(a, f18.12, f16.10)', 'solution', dot(x, b, nx, ny), res0
  print '(4f15.10)', x(1, 1), x(nx / 2, ny / 2), x(nx, ny), x(3, ny - 2)
end program dvmz5_bicgstab_modules
