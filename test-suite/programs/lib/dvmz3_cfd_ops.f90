! The operators of dvmz3_cfd_modules: module procedures with parallel loops over the
! distributed module arrays of dvmz3_cfd_state, called from a main program without
! directives.
module dvmz3_cfd_ops
  use dvmz3_cfd_state
  implicit none
contains
  subroutine set_initial()
    integer :: i, j
!dvm$ parallel (j, i) on u(i, j)
    do j = 1, ny
      do i = 1, nx
        u(i, j) = sin(0.1d0 * i) * cos(0.07d0 * j)
        v(i, j) = 0.01d0 * (i - j)
        p(i, j) = 0d0
        rhs(i, j) = 0d0
      end do
    end do
  end subroutine set_initial

  subroutine advect(dt)
    real(8), intent(in) :: dt
    integer :: i, j
!dvm$ parallel (j, i) on rhs(i, j), shadow_renew(u, v)
    do j = 2, ny - 1
      do i = 2, nx - 1
        rhs(i, j) = -(u(i, j) * (u(i + 1, j) - u(i - 1, j)) * 0.5d0 &
                    + v(i, j) * (u(i, j + 1) - u(i, j - 1)) * 0.5d0) / dt
      end do
    end do
  end subroutine advect

  subroutine pressure(iters, res)
    integer, intent(in) :: iters
    real(8), intent(out) :: res
    integer :: i, j, k
    do k = 1, iters
      res = 0d0
!dvm$ parallel (j, i) on pn(i, j), shadow_renew(p), reduction(max(res))
      do j = 2, ny - 1
        do i = 2, nx - 1
          pn(i, j) = 0.25d0 * (p(i - 1, j) + p(i + 1, j) + p(i, j - 1) + p(i, j + 1) &
                     - rhs(i, j) * h * h)
          res = max(res, abs(pn(i, j) - p(i, j)))
        end do
      end do
!dvm$ parallel (j, i) on p(i, j)
      do j = 2, ny - 1
        do i = 2, nx - 1
          p(i, j) = pn(i, j)
        end do
      end do
    end do
  end subroutine pressure

  subroutine correct(dt)
    real(8), intent(in) :: dt
    integer :: i, j
!dvm$ parallel (j, i) on u(i, j), shadow_renew(p)
    do j = 2, ny - 1
      do i = 2, nx - 1
        u(i, j) = u(i, j) - dt * (p(i + 1, j) - p(i - 1, j)) * 0.5d0 / h
        v(i, j) = v(i, j) - dt * (p(i, j + 1) - p(i, j - 1)) * 0.5d0 / h
      end do
    end do
  end subroutine correct

  real(8) function kinetic()
    integer :: i, j
    real(8) :: e
    e = 0d0
!dvm$ parallel (j, i) on u(i, j), reduction(sum(e))
    do j = 1, ny
      do i = 1, nx
        e = e + u(i, j)**2 + v(i, j)**2
      end do
    end do
    kinetic = 0.5d0 * e
  end function kinetic
end module dvmz3_cfd_ops
