! PURE and ELEMENTAL user procedures applied to whole arrays, sections and mixed scalar/array
! arguments, in expressions, WHERE masks, reductions and elemental subroutine calls; a
! kind-parameterized module supplies the functions.
module f6_elem_lib
  implicit none
  integer, parameter :: wp = selected_real_kind(12)
contains
  elemental real(wp) function smoothstep(e0, e1, x)
    real(wp), intent(in) :: e0, e1, x
    real(wp) :: t
    t = min(max((x - e0) / (e1 - e0), 0.0_wp), 1.0_wp)
    smoothstep = t * t * (3.0_wp - 2.0_wp * t)
  end function
  elemental integer function collatz_len(n)
    integer, intent(in) :: n
    integer :: m
    m = n
    collatz_len = 0
    do while (m /= 1)
      if (mod(m, 2) == 0) then
        m = m / 2
      else
        m = 3 * m + 1
      end if
      collatz_len = collatz_len + 1
    end do
  end function
  elemental subroutine polar(x, y, r, theta)
    real(wp), intent(in) :: x, y
    real(wp), intent(out) :: r, theta
    r = hypot(x, y)
    theta = atan2(y, x)
  end subroutine
  elemental logical function is_prime(n)
    integer, intent(in) :: n
    integer :: d
    is_prime = n >= 2
    d = 2
    do while (d * d <= n .and. is_prime)
      if (mod(n, d) == 0) is_prime = .false.
      d = d + 1
    end do
  end function
  pure function moving_avg(a, w) result(r)
    real(wp), intent(in) :: a(:)
    integer, intent(in) :: w
    real(wp) :: r(size(a) - w + 1)
    integer :: i
    do i = 1, size(r)
      r(i) = sum(a(i:i + w - 1)) / w
    end do
  end function
  elemental character(len=1) function hexdigit(k)
    integer, intent(in) :: k
    hexdigit = achar(merge(iachar('0') + k, iachar('a') + k - 10, k < 10))
  end function
end module f6_elem_lib

program f6_pure_elemental
  use f6_elem_lib
  implicit none
  real(wp) :: x(12), s(12), r(12), th(12), m(4, 3)
  integer :: n(15), lens(15), i
  logical :: pr(15)
  character(len=1) :: hx(16)
  x = [(-1.0_wp + 0.25_wp * i, i = 0, 11)]
  s = smoothstep(-0.5_wp, 1.0_wp, x)
  write (*, '(6f10.6)') s
  n = [(i, i = 1, 15)]
  lens = collatz_len(n)
  write (*, '(15i4)') lens
  write (*, '(a, i0, a, i0)') 'longest ', maxval(lens), ' at ', maxloc(lens, 1)
  pr = is_prime(n * 2 + 1)
  write (*, '(15l2)') pr
  write (*, '(a, i0)') 'primes ', count(pr)
  call polar(x, 1.0_wp - x, r, th)
  write (*, '(4f12.7)') r(1:12:3), th(2:12:3)
  m = reshape(x, [4, 3])
  where (smoothstep(0.0_wp, 1.0_wp, m) > 0.3_wp)
    m = -m
  elsewhere
    m = m * 10.0_wp
  end where
  write (*, '(4f9.3)') m
  write (*, '(5f10.5)') moving_avg(x * x, 4)
  write (*, '(a, f14.9)') 'sum ', sum(smoothstep(0.0_wp, 2.0_wp, abs(x(2:11))))
  hx = hexdigit([(i, i = 0, 15)])
  write (*, '(16a1)') hx
  write (*, '(a)') hexdigit(mod(255, 16)) // hexdigit(255 / 16)
end program f6_pure_elemental
