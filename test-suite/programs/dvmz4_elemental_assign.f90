! dvmh-test: grids=4:2x2 3:3x1
! Array assignments to distributed arrays whose right sides call user functions: an
! elemental module function of one and of two arguments (a scalar broadcast), elemental
! functions of sections inside an expression, shifted reads of an aligned
! array as arguments (shadow edges renewed implicitly), and WHERE with a user function in
! the mask; SUM and MAXVAL of user function values (parallel reductions); checked with SUM
! and selected elements.
module dvmz4_elem_funcs
  implicit none
contains
  elemental real(8) function ramp(x)
    real(8), intent(in) :: x
    ramp = max(0d0, x - 1d0) + 0.5d0 * min(x, 1d0)
  end function ramp
  elemental real(8) function blend(x, w)
    real(8), intent(in) :: x, w
    blend = w * x + (1d0 - w) * x * x
  end function blend
  elemental real(8) function sq(x)
    real(8), intent(in) :: x
    sq = x * x
  end function sq
end module dvmz4_elem_funcs

program dvmz4_elemental_assign
  use dvmz4_elem_funcs
  implicit none
  integer, parameter :: n = 13, m = 8
  real(8) :: a(n, m), b(n, m), c(n, m)
  integer :: i, j
!dvm$ distribute a(block, block)
!dvm$ align (i, j) with a(i, j) :: b, c
!dvm$ shadow b(1:1, 1:1)
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      b(i, j) = 0.1d0 * i - 0.05d0 * j + 0.3d0 * mod(i * j, 3)
      a(i, j) = 0d0
      c(i, j) = 0d0
    end do
  end do
  a = ramp(b)
  print '(f18.10)', sum(a)
  c = blend(b, 0.25d0) + 2d0 * a
  print '(f18.10)', sum(c)
  a(2:n-1, 2:m-1) = sq(b(1:n-2, 2:m-1)) - sq(b(3:n, 2:m-1)) + ramp(b(2:n-1, 1:m-2))
  print '(f18.10)', sum(a)
  where (ramp(b) > 0.4d0)
    c = sq(b)
  elsewhere
    c = -1d0
  end where
  print '(f18.10)', sum(c)
  print '(2f18.10)', sum(ramp(b)), maxval(blend(b, 0.5d0))
  print '(4f14.9)', a(2, 2), a(n - 1, m - 1), c(5, 4), c(1, 1)
end program dvmz4_elemental_assign
