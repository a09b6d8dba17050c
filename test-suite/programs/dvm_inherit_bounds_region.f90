! INHERIT dummies with other lower bounds than the actual's inside a REGION: the kernels
! address the actual's storage through the dummy's indices (shift added to the subscripts),
! with SHADOW_RENEW and a reduction on the device, and the host reading an element after.
subroutine relax(u, v, n, s)
  implicit none
  integer, intent(in) :: n
  real(8) :: u(-1:n - 2, 0:n - 1), v(-1:n - 2, 0:n - 1)
  real(8), intent(out) :: s
  integer :: i, j, it
!dvm$ inherit u, v
  s = 0
!dvm$ region
  do it = 1, 3
!dvm$ parallel (j, i) on v(i, j), shadow_renew(u)
    do j = 1, n - 2
      do i = 0, n - 3
        v(i, j) = 0.25d0 * (u(i - 1, j) + u(i + 1, j) + u(i, j - 1) + u(i, j + 1))
      end do
    end do
!dvm$ parallel (j, i) on u(i, j)
    do j = 1, n - 2
      do i = 0, n - 3
        u(i, j) = v(i, j) + 0.01d0 * it
      end do
    end do
  end do
!dvm$ parallel (j, i) on u(i, j), reduction(sum(s))
  do j = 0, n - 1
    do i = -1, n - 2
      s = s + u(i, j) * (i + 2) + j
    end do
  end do
!dvm$ end region
!dvm$ get_actual(u)
  s = s + u(0, 1)
end subroutine

program dvm_inherit_bounds_region
  implicit none
  integer, parameter :: n = 12
  real(8) :: a(n, n), b(n, n)
  real(8) :: s
  integer :: i, j
!dvm$ distribute a(block, block)
!dvm$ align b(i, j) with a(i, j)
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, n
    do i = 1, n
      a(i, j) = mod(i * 5 + j * 3, 9) * 0.5d0
      b(i, j) = 0
    end do
  end do
  call relax(a, b, n, s)
  print '(a, f22.10)', ' sum ', s
  print '(4f16.10)', a(2, 2), a(n - 1, n - 1), b(5, 7), a(1, n)
end program
