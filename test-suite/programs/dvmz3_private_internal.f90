! dvmh-test: grids=4:2x2 4:4x1 3:1x3
! PRIVATE arrays in a parallel nest (a small work vector and a 3 x 3 matrix per iteration,
! filled and used within the iteration), parallel loops inside internal procedures of the
! main program and inside module procedures, all called from sequential code; the
! internal procedures read and write the host's distributed arrays by host association,
! the module procedures the module's.
module dvmz3_pi_mod
  implicit none
  integer, parameter :: n = 17, m = 11
  real(8) :: g(n, m)
!dvm$ distribute g(block, block)
contains
  subroutine fill_g(shift)
    real(8), intent(in) :: shift
    integer :: i, j
!dvm$ parallel (j, i) on g(i, j)
    do j = 1, m
      do i = 1, n
        g(i, j) = sin(0.3d0 * i + shift) + cos(0.2d0 * j)
      end do
    end do
  end subroutine fill_g

  real(8) function g_norm()
    integer :: i, j
    real(8) :: s
    s = 0
!dvm$ parallel (j, i) on g(i, j), reduction(sum(s))
    do j = 1, m
      do i = 1, n
        s = s + g(i, j)**2
      end do
    end do
    g_norm = sqrt(s)
  end function g_norm
end module dvmz3_pi_mod

program dvmz3_private_internal
  use dvmz3_pi_mod
  implicit none
  real(8) :: h(n, m)
!dvm$ align h(i, j) with g(i, j)
  integer :: step
  call fill_g(0d0)
  do step = 1, 3
    call smooth()
    call mix(step)
    write (*, '(a, i2, 2f18.10)') 'step', step, g_norm(), hsum()
  end do
  write (*, '(4f14.9)') g(1, 1), g(n, m), h(9, 6), h(2, m - 1)
contains
  subroutine smooth()
    integer :: i, j, a, b
    real(8) :: w(5), mat(3, 3), t
!dvm$ parallel (j, i) on h(i, j), private(w, mat, t, a, b), shadow_renew(g(corner))
    do j = 2, m - 1
      do i = 2, n - 1
        do b = 1, 3
          do a = 1, 3
            mat(a, b) = g(i + a - 2, j + b - 2)
          end do
        end do
        w(1) = mat(1, 2)
        w(2) = mat(3, 2)
        w(3) = mat(2, 1)
        w(4) = mat(2, 3)
        w(5) = (mat(1, 1) + mat(3, 3) + mat(1, 3) + mat(3, 1)) * 0.5d0
        t = 0
        do a = 1, 5
          t = t + w(a)
        end do
        h(i, j) = t / 6d0 + 0.01d0 * mat(2, 2)
      end do
    end do
  end subroutine smooth

  subroutine mix(k)
    integer, intent(in) :: k
    integer :: i, j
!dvm$ parallel (j, i) on g(i, j)
    do j = 2, m - 1
      do i = 2, n - 1
        g(i, j) = (g(i, j) + k * h(i, j)) / (k + 1)
      end do
    end do
  end subroutine mix

  real(8) function hsum()
    integer :: i, j
    hsum = 0
!dvm$ parallel (j, i) on h(i, j), reduction(sum(hsum))
    do j = 2, m - 1
      do i = 2, n - 1
        hsum = hsum + h(i, j) * i
      end do
    end do
  end function hsum
end program dvmz3_private_internal
