! dvmh-test: grids=4:2x2 4:1x4 6:3x2
! One procedure with INHERIT dummies called with actuals of different mappings in one run:
! BLOCK x BLOCK, (*, BLOCK), WGT_BLOCK x BLOCK, and arrays aligned with a template by shift
! and stride (its SHADOW_RENEW, ACROSS and reduction use each actual's mapping and shadow);
! the arrays are filled by array assignments between different distributions (A3 = A2).
subroutine relax(u, v, n, m, s)
  implicit none
  integer, intent(in) :: n, m
  real(8) :: u(n, m), v(n, m)
  real(8), intent(out) :: s
  integer :: i, j
!dvm$ inherit u, v
!dvm$ parallel (j, i) on v(i, j), shadow_renew(u)
  do j = 2, m - 1
    do i = 2, n - 1
      v(i, j) = u(i - 1, j) + u(i + 1, j) + u(i, j - 1) + u(i, j + 1)
    end do
  end do
!dvm$ parallel (j, i) on v(i, j), across(v(1:0, 1:0))
  do j = 2, m
    do i = 2, n
      v(i, j) = v(i, j) * 0.125d0 + (v(i - 1, j) + v(i, j - 1)) * 0.25d0
    end do
  end do
  s = 0
!dvm$ parallel (j, i) on u(i, j), reduction(sum(s))
  do j = 1, m
    do i = 1, n
      s = s + v(i, j) * i - u(i, j)
    end do
  end do
end subroutine

program dvmx_inherit_mappings
  implicit none
  integer, parameter :: n = 10, m = 9
  real(8) :: a1(n, m), b1(n, m), a2(n, m), b2(n, m), a3(n, m), b3(n, m)
  real(8) :: a4(n, m), b4(n, m), w(4)
  real(8) :: s
  integer :: i, j
  data w /3d0, 1d0, 1d0, 2d0/
!dvm$ distribute a1(block, block)
!dvm$ align b1(i, j) with a1(i, j)
!dvm$ distribute a2(*, block)
!dvm$ align b2(i, j) with a2(i, j)
!dvm$ distribute a3(wgt_block(w, 4), block)
!dvm$ align b3(i, j) with a3(i, j)
!dvm$ template t(0:n + 1, 2 * m + 2)
!dvm$ distribute t(block, block)
!dvm$ align a4(i, j) with t(i + 1, 2 * j)
!dvm$ align b4(i, j) with t(i + 1, 2 * j)
!dvm$ shadow a4(1, 1), b4(2, 2)
!dvm$ parallel (j, i) on a1(i, j)
  do j = 1, m
    do i = 1, n
      a1(i, j) = mod(i * 5 + j * 3, 7) + 0.5d0 * j
      b1(i, j) = 0
    end do
  end do
  a2 = a1 * 0.5d0 - 1
  b2 = 1
  a3 = a2
  b3 = 2
  a4 = a3 * 2
  b4 = 0
  call relax(a1, b1, n, m, s)
  print '(a, f18.8)', ' block,block ', s
  call relax(a2, b2, n, m, s)
  print '(a, f18.8)', ' *,block     ', s
  call relax(a3, b3, n, m, s)
  print '(a, f18.8)', ' wgt,block   ', s
  call relax(a4, b4, n, m, s)
  print '(a, f18.8)', ' template    ', s
  call relax(b4, a4, n, m, s)
  print '(a, f18.8)', ' swapped     ', s
  print '(4f16.8)', b1(n, m), b2(5, 5), b3(n, 2), a4(n, m)
end program
