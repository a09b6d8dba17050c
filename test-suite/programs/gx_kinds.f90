! Kind-parameterised numerics as portable codes write them: SELECTED_REAL_KIND and
! SELECTED_INT_KIND constants in a module, real(dp) and real(sp) literals with kind suffixes,
! INTEGER(8) loop counters and sums beyond 2**31, SIZE/LBOUND/UBOUND with a KIND argument,
! KIND/PRECISION/RANGE/HUGE/TINY/EPSILON inquiries, a Kahan-compensated sum in both kinds,
! and mixed-kind conversions.
module gx_kinds_mod
  implicit none
  integer, parameter :: sp = selected_real_kind(6, 37)
  integer, parameter :: dp = selected_real_kind(15, 307)
  integer, parameter :: i4 = selected_int_kind(9)
  integer, parameter :: i8 = selected_int_kind(18)
contains
  function kahan_dp(x) result(s)
    real(dp), intent(in) :: x(:)
    real(dp) :: s, c, y, t
    integer(i8) :: i
    s = 0.0_dp
    c = 0.0_dp
    do i = 1_i8, size(x, kind=i8)
      y = x(i) - c
      t = s + y
      c = (t - s) - y
      s = t
    end do
  end function kahan_dp

  function kahan_sp(x) result(s)
    real(sp), intent(in) :: x(:)
    real(sp) :: s, c, y, t
    integer :: i
    s = 0.0_sp
    c = 0.0_sp
    do i = 1, size(x)
      y = x(i) - c
      t = s + y
      c = (t - s) - y
      s = t
    end do
  end function kahan_sp
end module gx_kinds_mod

program gx_kinds
  use gx_kinds_mod
  implicit none
  integer(i8) :: k, big_sum, tri
  integer(i4) :: small
  real(dp), allocatable :: xd(:)
  real(sp), allocatable :: xs(:)
  real(dp) :: naive
  integer :: n, i

  print '(a,4i4)', 'kinds', sp, dp, i4, i8
  print '(a,2i4,2i6)', 'precision range', precision(1.0_sp), precision(1.0_dp), range(1.0_sp), &
    range(1.0_dp)
  print '(a,i22,i12)', 'huge int', huge(k), huge(small)
  print '(a,2es14.6)', 'epsilon', epsilon(1.0_sp), epsilon(1.0_dp)
  print '(a,2es14.6)', 'tiny', tiny(1.0_sp), tiny(1.0_dp)
  print '(a,i3,i3,i3)', 'kind of', kind(1.0_sp), kind(1.0_dp), kind(1_i8)

  big_sum = 0_i8
  do k = 1_i8, 100000_i8
    big_sum = big_sum + k * k
  end do
  tri = 100000_i8 * (100000_i8 + 1_i8) * (2_i8 * 100000_i8 + 1_i8) / 6_i8
  print '(a,i22,l2)', 'sum of squares', big_sum, big_sum == tri
  print '(a,i22)', 'shifted', ishft(1_i8, 40) + int(huge(small), i8)

  n = 20000
  allocate (xd(n), xs(n))
  do i = 1, n
    xd(i) = 1.0_dp / real(i, dp)**2
  end do
  xs = real(xd, sp)
  naive = 0.0_dp
  do i = n, 1, -1
    naive = naive + xd(i)
  end do
  print '(a,f20.16,f20.16)', 'kahan dp', kahan_dp(xd), naive
  print '(a,f14.8,f14.8)', 'kahan sp', kahan_sp(xs), real(sum(real(xs, dp)), sp)
  print '(a,3i8)', 'sizes', size(xd, 1, i8), lbound(xs, 1, kind=i8), ubound(xs, dim=1, kind=i8)
  print '(a,es24.16)', 'pi dp', 4.0_dp * atan(1.0_dp)
  print '(a,es16.8)', 'pi sp', 4.0_sp * atan(1.0_sp)
  print '(a,i12,i12)', 'conversions', int(2.7_dp * 1.0e9_dp, i8), nint(-2.5_sp)
  print '(a,f10.3,f10.3)', 'mixed', 1.5_sp + 2.25_dp, real(7_i8, sp) / 2
end program gx_kinds
