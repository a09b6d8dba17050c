! HOST_SECTION inside a REGION: host code between device loops prints
! intermediate values (elements the device wrote, a reduction result), writes
! an element, and uses GET_ACTUAL (allowed there); the loops after it see the
! host's write.
program region_host_section
  implicit none
  integer, parameter :: n = 24, m = 10
  real(8) :: u(n, m), v(n, m), s
  integer :: i, j, it
!dvm$ distribute u(block, block)
!dvm$ align v(i, j) with u(i, j)
  s = 0
!dvm$ region out(u, v)
!dvm$ parallel (j, i) on u(i, j)
  do j = 1, m
    do i = 1, n
      u(i, j) = dble(i) - 0.25d0 * dble(j)
      v(i, j) = 0
    end do
  end do
  do it = 1, 3
!dvm$ parallel (j, i) on v(i, j), reduction(sum(s))
    do j = 1, m
      do i = 1, n
        v(i, j) = v(i, j) + u(i, j) * dble(it)
        s = s + v(i, j)
      end do
    end do
!dvm$ host_section
!dvm$ get_actual(v)
    print '(A, I2, 3F12.4)', ' it', it, v(1, 1), v(n, m), v(n / 2, 3)
    v(2, 2) = v(2, 2) + 100.0d0
!dvm$ end host_section
  end do
!dvm$ end region
  s = 0
!dvm$ parallel (j, i) on v(i, j), reduction(sum(s))
  do j = 1, m
    do i = 1, n
      s = s + v(i, j) * dble(i + j)
    end do
  end do
  print '(F18.4)', s
end program region_host_section
