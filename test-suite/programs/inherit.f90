! dvmh-test: files=lib/inherit_ops.f90
! dvmh-test: grids=4:2x2 4:1x4
! Distributed arrays passed to procedures whose dummies are INHERIT: in this file (two
! levels deep, elements set outside parallel loops in the callee) and in another file
! (shadow renewal, a reduction), with constant and adjustable dummy bounds.
program inherit_demo
  implicit none
  integer, parameter :: n = 20, m = 14
  real(8) :: a(n, m), b(n, m)
  real(8) :: total
  integer :: it
!dvm$ distribute a(block, block)
!dvm$ align b(i, j) with a(i, j)
!dvm$ shadow a(1:1, 1:1)
  call fill(a, n, m)
  call fill(b, n, m)
  do it = 1, 4
    call smooth(a, b, n, m)
    call copy_inner(b, a)
  end do
  print '(a, f18.8)', 'total a', total(a, n, m)
  print '(a, f18.8)', 'total b', total(b, n, m)
  print '(3f14.8)', a(2, 2), a(n/2, m/2), a(n-1, m-1)
end program inherit_demo

subroutine fill(x, n, m)
  integer, intent(in) :: n, m
  real(8) :: x(n, m)
!dvm$ inherit x
  integer :: i, j
!dvm$ parallel (j, i) on x(i, j)
  do j = 1, m
    do i = 1, n
      x(i, j) = mod(i * 7 + j * 3, 11) * 0.5d0
    end do
  end do
  x(1, 1) = -1.0d0
  call corner(x, n, m)
end subroutine fill

subroutine corner(y, n, m)
  integer, intent(in) :: n, m
  real(8) :: y(n, m)
!dvm$ inherit y
  y(n, m) = y(1, 1) + y(2, 2)
end subroutine corner

subroutine copy_inner(src, dst)
  real(8) :: src(20, 14), dst(20, 14)
!dvm$ inherit src, dst
  integer :: i, j
!dvm$ parallel (j, i) on dst(i, j)
  do j = 2, 13
    do i = 2, 19
      dst(i, j) = src(i, j)
    end do
  end do
end subroutine copy_inner
