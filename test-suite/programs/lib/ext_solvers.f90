! External procedures of interface_blocks.f90 (no module: the caller declares them with
! INTERFACE blocks).
subroutine tridiag(n, a, b, c, d, x)
  implicit none
  integer, intent(in) :: n
  real(8), intent(in) :: a(n), b(n), c(n), d(n)
  real(8), intent(out) :: x(n)
  real(8) :: cp(64), dp(64), m
  integer :: i
  cp(1) = c(1) / b(1)
  dp(1) = d(1) / b(1)
  do i = 2, n
    m = b(i) - a(i) * cp(i - 1)
    cp(i) = c(i) / m
    dp(i) = (d(i) - a(i) * dp(i - 1)) / m
  end do
  x(n) = dp(n)
  do i = n - 1, 1, -1
    x(i) = dp(i) - cp(i) * x(i + 1)
  end do
end subroutine tridiag

real(8) function residual(n, a, b, c, d, x)
  implicit none
  integer, intent(in) :: n
  real(8), intent(in) :: a(n), b(n), c(n), d(n), x(n)
  real(8) :: r
  integer :: i
  residual = 0
  do i = 1, n
    r = b(i) * x(i) - d(i)
    if (i > 1) r = r + a(i) * x(i - 1)
    if (i < n) r = r + c(i) * x(i + 1)
    residual = max(residual, abs(r))
  end do
end function residual

integer function count_sign_changes(n, x)
  implicit none
  integer, intent(in) :: n
  real(8), intent(in) :: x(n)
  integer :: i
  count_sign_changes = 0
  do i = 2, n
    if (x(i) * x(i - 1) < 0) count_sign_changes = count_sign_changes + 1
  end do
end function count_sign_changes
