! Stencil weights and a material table passed to subroutines as explicit-shape dummy arrays
! (sizes from other arguments, as library routines take them) and read inside the REGION
! loops there: the tables are read-only, so the device reads its own copies of them; between
! calls the host changes one weight, which the next call's loops must see.
! dvmh-test: grids=4:2x2 2:1x2 3:3x1
subroutine smooth(u, v, nx, ny, w, nw, mat, nm)
  implicit none
  integer, intent(in) :: nx, ny, nw, nm
  real(8) :: u(nx, ny), v(nx, ny)
  real(8), intent(in) :: w(-nw:nw), mat(nm, 2)
  integer :: i, j, k
!dvm$ inherit u, v
!dvm$ region
!dvm$ parallel (j, i) on v(i, j), shadow_renew(u)
  do j = 1 + nw, ny - nw
    do i = 1 + nw, nx - nw
      v(i, j) = w(-1) * (u(i - 1, j) + u(i, j - 1)) + w(0) * 2.0d0 * u(i, j) &
              + w(1) * (u(i + 1, j) + u(i, j + 1))
      do k = 2, nw
        v(i, j) = v(i, j) + w(k) * mat(k, 1)
      end do
      v(i, j) = v(i, j) * mat(mod(i + j, nm) + 1, 1) + mat(mod(i * j, nm) + 1, 2)
    end do
  end do
!dvm$ parallel (j, i) on u(i, j)
  do j = 1 + nw, ny - nw
    do i = 1 + nw, nx - nw
      u(i, j) = v(i, j)
    end do
  end do
!dvm$ end region
end subroutine smooth

program region4_dummy_tables
  implicit none
  integer, parameter :: nx = 36, ny = 30, nw = 2, nm = 5
  real(8) :: a(nx, ny), b(nx, ny), w(-nw:nw), mat(nm, 2), s
  integer :: i, j, k, call
!dvm$ distribute a(block, block)
!dvm$ align b(i, j) with a(i, j)
!dvm$ shadow a(1:1, 1:1)
  do k = -nw, nw
    w(k) = 0.5d0 / (1 + abs(k)) / 4.0d0
  end do
  do k = 1, nm
    mat(k, 1) = 0.9d0 + 0.02d0 * k
    mat(k, 2) = 0.001d0 * k
  end do
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, ny
    do i = 1, nx
      a(i, j) = mod(i * 3 + j * 7, 13) * 0.1d0
      b(i, j) = 0
    end do
  end do
  do call = 1, 3
    call smooth(a, b, nx, ny, w, nw, mat, nm)
    w(0) = w(0) + 0.01d0
!dvm$ get_actual(a)
    print '(A, I2, 3F18.12)', ' call', call, a(nx / 2, ny / 2), a(3, 3), a(nx - 2, ny - 4)
  end do
  s = 0
!dvm$ parallel (j, i) on a(i, j), reduction(sum(s))
  do j = 1, ny
    do i = 1, nx
      s = s + a(i, j) * (i + 2 * j)
    end do
  end do
  print '(A, F22.12)', ' sum', s
end program region4_dummy_tables
