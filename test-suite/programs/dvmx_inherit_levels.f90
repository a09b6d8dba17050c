! dvmh-test: grids=4:4x1 4:1x4 6:2x3
! Distributed arrays passed through three procedure levels: the top passes the whole array,
! the middle declares it INHERIT and passes it on with other actuals (a scalar result, a
! plain array), the bottom computes on it with parallel loops (ON the inherited array,
! SHADOW_RENEW, REDUCTION), and a function returns a reduction over an inherited array.
module dvmx_inh_ops
  implicit none
contains
  subroutine fill(u, n, m, c)
    integer, intent(in) :: n, m
    real(8) :: u(n, m)
    real(8), intent(in) :: c
    integer :: i, j
!dvm$ inherit u
!dvm$ parallel (j, i) on u(i, j)
    do j = 1, m
      do i = 1, n
        u(i, j) = c * i + j
      end do
    end do
  end subroutine
  subroutine smooth(u, v, n, m)
    integer, intent(in) :: n, m
    real(8) :: u(n, m), v(n, m)
    integer :: i, j
!dvm$ inherit u, v
!dvm$ parallel (j, i) on v(i, j), shadow_renew(u)
    do j = 2, m - 1
      do i = 2, n - 1
        v(i, j) = (u(i - 1, j) + u(i + 1, j) + u(i, j - 1) + u(i, j + 1)) * 0.25d0
      end do
    end do
  end subroutine
  real(8) function total(u, n, m)
    integer, intent(in) :: n, m
    real(8) :: u(n, m)
    integer :: i, j
    real(8) :: s
!dvm$ inherit u
    s = 0
!dvm$ parallel (j, i) on u(i, j), reduction(sum(s))
    do j = 1, m
      do i = 1, n
        s = s + u(i, j)
      end do
    end do
    total = s
  end function
  subroutine middle(u, v, n, m, iters, w, res)
    integer, intent(in) :: n, m, iters
    real(8) :: u(n, m), v(n, m), w(3)
    real(8), intent(out) :: res
    integer :: k
!dvm$ inherit u, v
    call fill(u, n, m, w(1))
    call fill(v, n, m, w(2))
    do k = 1, iters
      call smooth(u, v, n, m)
      call smooth(v, u, n, m)
    end do
    res = total(u, n, m) + w(3) * total(v, n, m)
  end subroutine
end module

program dvmx_inherit_levels
  use dvmx_inh_ops
  implicit none
  integer, parameter :: n = 11, m = 13
  real(8) :: a(n, m), b(n, m), w(3), r
!dvm$ distribute a(block, block)
!dvm$ align b(i, j) with a(i, j)
!dvm$ shadow a(1, 1)
  w = [0.5d0, 2d0, -1d0]
  call middle(a, b, n, m, 3, w, r)
  print '(a, f20.10)', ' result', r
  print '(3f16.10)', a(2, 2), a(6, 7), b(n - 1, m - 1)
  call middle(b, a, n, m, 1, w, r)
  print '(a, f20.10)', ' swapped', r
  print '(3f16.10)', a(2, 2), a(6, 7), b(n - 1, m - 1)
end program
