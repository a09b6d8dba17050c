! dvmh-test: grids=4:2x2 4:4x1
! Procedures with INHERIT dummies of assumed shape (one 2-D, one 1-D; the 1-D one 0-based,
! so its bounds differ from the actual's) called on whole distributed arrays: a smoothing
! pass and a norm whose loops run to SIZE/UBOUND of the dummies; array assignments with sections on
! distributed arrays (A(2:N-1, :) = B(1:N-2, :) + ..., whole-array scaling, a strided
! section A(1:N:3, 2) = ...) outside parallel loops, and the own-computation rule.
module ops
  implicit none
contains
  subroutine smooth(x, y)
    real(8), intent(inout) :: x(:, :)
    real(8), intent(in) :: y(:, :)
    integer :: i, j
!dvm$ inherit x, y
!dvm$ parallel (j, i) on x(i, j)
    do j = 1, size(x, 2)
      do i = 1, size(x, 1)
        x(i, j) = 0.5d0 * x(i, j) + 0.5d0 * y(i, j) * (1 + 0.01d0 * i)
      end do
    end do
  end subroutine smooth

  real(8) function weighted_norm(v)
    real(8), intent(in) :: v(0:)
    integer :: i
    real(8) :: s
!dvm$ inherit v
    s = 0
!dvm$ parallel (i) on v(i), reduction(sum(s))
    do i = lbound(v, 1), ubound(v, 1)
      s = s + v(i)**2 * (i + 1)
    end do
    weighted_norm = sqrt(s)
  end function weighted_norm
end module ops

program inherit_sections
  use ops
  implicit none
  integer, parameter :: n = 20, m = 14
  real(8) :: a(n, m), b(n, m), v(n)
  integer :: i, j, it
!dvm$ distribute a(block, block)
!dvm$ align b(i, j) with a(i, j)
!dvm$ distribute v(block)
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = mod(i * j, 7) - 3d0
      b(i, j) = 0.1d0 * (i - j)
    end do
  end do
  do it = 1, 3
    call smooth(a, b)
    a(2:n - 1, :) = b(1:n - 2, :) + 0.5d0 * a(2:n - 1, :)
    b = b * 0.9d0 + 0.1d0
    a(1:n:3, 2) = -a(1:n:3, 2)
    a(n, m) = a(1, 1) + b(n / 2, it)
  end do
  v = a(:, 3)
  v(1:n:2) = v(1:n:2) + b(1:n:2, m)
  write (*, '(a, es24.15)') 'norm v', weighted_norm(v)
  v(n:1:-1) = a(:, 5)
  write (*, '(a, es24.15)') 'norm reversed col', weighted_norm(v)
  write (*, '(4es24.15)') a(1, 1), a(n, m), a(4, 2), b(n, 1)
  write (*, '(5f12.6)') (a(i, 7), i = 1, n, 4)
end program inherit_sections
