! Procedures on distributed arrays received with INHERIT (in a file of their own): a
! parallel loop with a shadow renewal, a reduction, and elements read outside loops.
subroutine smooth(u, v, n, m)
  integer, intent(in) :: n, m
  real(8) :: u(n, m), v(n, m)
!dvm$ inherit u, v
  integer :: i, j
!dvm$ parallel (j, i) on v(i, j), shadow_renew(u)
  do j = 2, m - 1
    do i = 2, n - 1
      v(i, j) = 0.25d0 * (u(i-1, j) + u(i+1, j) + u(i, j-1) + u(i, j+1))
    end do
  end do
end subroutine smooth

real(8) function total(u, n, m)
  integer, intent(in) :: n, m
  real(8) :: u(n, m)
!dvm$ inherit u
  integer :: i, j
  real(8) :: s
  s = 0.0d0
!dvm$ parallel (j, i) on u(i, j), reduction(sum(s))
  do j = 1, m
    do i = 1, n
      s = s + u(i, j)
    end do
  end do
  total = s + u(1, 1) - u(n, m)
end function total
