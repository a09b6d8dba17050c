! Kind-parameterized numerics: working precision chosen by SELECTED_REAL_KIND and
! SELECTED_INT_KIND, the same algorithm (Kahan summation, Horner evaluation, Newton's square
! root) instantiated for single and double precision through generic interfaces, integer
! kinds 1/2/4/8 with HUGE/RANGE/DIGITS and overflow-free widening, and kind inquiry results.
module f6_prec
  implicit none
  integer, parameter :: sp = selected_real_kind(6, 37)
  integer, parameter :: dp = selected_real_kind(15, 307)
  integer, parameter :: i1 = selected_int_kind(2), i2 = selected_int_kind(4)
  integer, parameter :: i4 = selected_int_kind(9), i8 = selected_int_kind(18)
  interface kahan_sum
    module procedure kahan_sp, kahan_dp
  end interface
  interface horner
    module procedure horner_sp, horner_dp
  end interface
  interface newton_sqrt
    module procedure newton_sp, newton_dp
  end interface
contains
  real(sp) function kahan_sp(x) result(s)
    real(sp), intent(in) :: x(:)
    real(sp) :: c, y, t
    integer :: i
    s = 0; c = 0
    do i = 1, size(x)
      y = x(i) - c
      t = s + y
      c = (t - s) - y
      s = t
    end do
  end function
  real(dp) function kahan_dp(x) result(s)
    real(dp), intent(in) :: x(:)
    real(dp) :: c, y, t
    integer :: i
    s = 0; c = 0
    do i = 1, size(x)
      y = x(i) - c
      t = s + y
      c = (t - s) - y
      s = t
    end do
  end function
  real(sp) function horner_sp(c, x) result(p)
    real(sp), intent(in) :: c(:), x
    integer :: i
    p = c(size(c))
    do i = size(c) - 1, 1, -1
      p = p * x + c(i)
    end do
  end function
  real(dp) function horner_dp(c, x) result(p)
    real(dp), intent(in) :: c(:), x
    integer :: i
    p = c(size(c))
    do i = size(c) - 1, 1, -1
      p = p * x + c(i)
    end do
  end function
  real(sp) function newton_sp(a) result(x)
    real(sp), intent(in) :: a
    integer :: it
    x = a
    do it = 1, 30
      x = 0.5_sp * (x + a / x)
    end do
  end function
  real(dp) function newton_dp(a) result(x)
    real(dp), intent(in) :: a
    integer :: it
    x = a
    do it = 1, 60
      x = 0.5_dp * (x + a / x)
    end do
  end function
end module f6_prec

program f6_kind_generic
  use f6_prec
  implicit none
  real(sp) :: xs(1000)
  real(dp) :: xd(1000)
  integer(i1) :: b
  integer(i2) :: h
  integer(i4) :: w
  integer(i8) :: q
  integer :: i
  write (*, '(a, 6i4)') 'kinds ', sp, dp, i1, i2, i4, i8
  write (*, '(a, 4i4)') 'precision/range ', precision(1.0_sp), precision(1.0_dp), &
    range(1.0_sp), range(1.0_dp)
  write (*, '(a, 4i4)') 'digits ', digits(b), digits(h), digits(w), digits(q)
  write (*, '(a, i4, i6, i11, i20)') 'huge ', huge(b), huge(h), huge(w), huge(q)
  xs = [(1.0_sp / i, i = 1, 1000)]
  xd = [(1.0_dp / i, i = 1, 1000)]
  write (*, '(a, f12.7, f20.15)') 'kahan ', kahan_sum(xs), kahan_sum(xd)
  write (*, '(a, f12.5, f20.12)') 'horner ', horner([1.0_sp, -3.0_sp, 0.5_sp, 2.0_sp], 1.5_sp), &
    horner([1.0_dp, -3.0_dp, 0.5_dp, 2.0_dp], 1.5_dp)
  write (*, '(a, f12.7, f20.16)') 'sqrt2 ', newton_sqrt(2.0_sp), newton_sqrt(2.0_dp)
  write (*, '(a, es14.6, es24.16)') 'eps ', epsilon(1.0_sp), epsilon(1.0_dp)
  b = 100_i1
  h = int(b, i2) * 300_i2
  w = int(h, i4) * 70000_i4
  q = int(w, i8) * 3000000000_i8
  write (*, '(a, i5, i7, i12, i22)') 'widen ', b, h, w, q
  b = -huge(b) - 1_i1
  write (*, '(a, i5, i5)') 'i1 min ', b, int(not(b), i4)
  q = 1_i8
  do i = 1, 62
    q = q * 2
  end do
  write (*, '(a, i22, i4)') '2**62 ', q, kind(q)
  write (*, '(a, i4, i4, i4)') 'kind of expr ', kind(1.0_sp * 2.0_dp), kind(1_i2 + 1_i8), &
    kind(real(w, sp))
  write (*, '(a, 2f14.8)') 'mixed ', real(xs(3), dp) * xd(3), xs(7) + real(xd(7), sp)
end program f6_kind_generic
