! User ELEMENTAL functions and subroutines applied to arrays, sections and mixed
! scalar/array arguments, in array assignments, WHERE, I/O lists and array intrinsics;
! PURE functions; VALUE dummies (the callee's copy changes, the caller's variable does not).
module elemental_lib
  implicit none
  real :: calls = 0
contains
  elemental real function blend(x, y)
    real, intent(in) :: x, y
    blend = 2 * x + y
  end function blend

  elemental integer function clamp(i, lo, hi)
    integer, intent(in) :: i, lo, hi
    clamp = max(lo, min(hi, i))
  end function clamp

  elemental subroutine square(x, y)
    real, intent(in) :: x
    real, intent(out) :: y
    y = x * x
  end subroutine square

  elemental subroutine swap(a, b)
    integer, intent(inout) :: a, b
    integer :: t
    t = a
    a = b
    b = t
  end subroutine swap

  pure integer function twice(i)
    integer, intent(in) :: i
    twice = 2 * i
  end function twice

  pure recursive integer function fact(n) result(f)
    integer, intent(in) :: n
    if (n <= 1) then
      f = 1
    else
      f = n * fact(n - 1)
    end if
  end function fact

  subroutine countdown(k, x)
    integer, value :: k
    real(8), value :: x
    do while (k > 0)
      x = x / 2
      k = k - 1
    end do
    print *, 'countdown', k, x
  end subroutine countdown

  integer function plus_value(k)
    integer, value :: k
    k = k + 100
    plus_value = k
  end function plus_value
end module elemental_lib

program elemental_procs
  use elemental_lib
  implicit none
  real :: a(6), b(6), c(6), m(3, 4)
  integer :: iv(8), jv(8), i, j, k
  real(8) :: x
  a = [(real(i), i = 1, 6)]
  b = 10
  c = blend(a, b)
  print *, c
  c = blend(a, 0.5)
  print *, c
  c = 0
  c(2:4) = blend(a(1:5:2), b(4:6)) + 1
  print *, c
  c = blend(1.0, a(6:1:-1))
  print *, c
  where (a > 2.5) c = blend(a, -a)
  print *, c
  print *, blend(a(1:3), 1.0), sum(blend(a, a)), maxval(blend(a, -2 * a))
  m = reshape([(real(i), i = 1, 12)], [3, 4])
  m = blend(m, transpose(reshape([(real(i), i = 1, 12)], [4, 3])))
  print *, m
  print *, blend(2.0, 3.0)
  iv = [(i * 3 - 7, i = 1, 8)]
  print *, clamp(iv, 0, 10), clamp(iv, -2, iv(8) - 10)
  call square(a, b)
  print *, b
  call square(a(2:3), c(5:6))
  print *, c
  jv = [(i, i = 8, 1, -1)]
  call swap(iv, jv)
  print *, iv
  print *, jv
  call swap(iv(1:4), jv(5:8))
  print *, iv, jv
  print *, twice(21), [(twice(i), i = 1, 4)], fact(10)
  k = 3
  x = 10d0
  call countdown(k, x)
  print *, k, x
  call countdown(k + 2, 1d0)
  print *, plus_value(k), k
  j = plus_value(plus_value(1))
  print *, j
end program elemental_procs
