! dvmh-test: grids=3:1x3
! A 2-D wave equation with three time levels rotated by pointer-free copies: whole-array
! assignments UOLD = U, U = UNEW on (*, BLOCK)-distributed arrays after each step, the
! stencil in a subroutine over INHERIT dummies, an absorbing edge set by sections, the
! energy and a probe printed.
program dvmz2_wave_rotate
  implicit none
  integer, parameter :: nx = 27, ny = 19
  real(8) :: uold(nx, ny), u(nx, ny), unew(nx, ny)
!dvm$ distribute u(*, block)
!dvm$ align (i, j) with u(i, j) :: uold, unew
  integer :: i, j, it
  real(8) :: e, c2, probe
  c2 = 0.2d0
!dvm$ parallel (j, i) on u(i, j)
  do j = 1, ny
    do i = 1, nx
      u(i, j) = exp(-0.3d0 * ((i - 9) ** 2 + (j - 8) ** 2))
    end do
  end do
  uold = u
  unew = 0
  do it = 1, 40
    call step(uold, u, unew, nx, ny, c2)
    unew(:, 1) = 0
    unew(:, ny) = 0
    unew(1, :) = unew(2, :)
    unew(nx, :) = unew(nx - 1, :)
    uold = u
    u = unew
    if (mod(it, 8) == 0) then
      e = 0
!dvm$ parallel (j, i) on u(i, j), reduction(sum(e))
      do j = 1, ny
        do i = 1, nx
          e = e + u(i, j) ** 2 + (u(i, j) - uold(i, j)) ** 2
        end do
      end do
      probe = u(nx / 2, ny / 2)
      print '(i4, 2f20.12)', it, e, probe
    end if
  end do
  print '(4f16.12)', maxval(u), minval(u), sum(uold), u(3, 17)
end program dvmz2_wave_rotate

subroutine step(uold, u, unew, nx, ny, c2)
  implicit none
  integer :: nx, ny
  real(8) :: uold(nx, ny), u(nx, ny), unew(nx, ny), c2
!dvm$ inherit uold, u, unew
  integer :: i, j
!dvm$ parallel (j, i) on unew(i, j), shadow_renew(u)
  do j = 2, ny - 1
    do i = 2, nx - 1
      unew(i, j) = 2 * u(i, j) - uold(i, j) + c2 * (u(i + 1, j) + u(i - 1, j) + u(i, j + 1) &
                   + u(i, j - 1) - 4 * u(i, j))
    end do
  end do
end subroutine step
