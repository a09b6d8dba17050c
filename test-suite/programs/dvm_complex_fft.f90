! COMPLEX distributed arrays through the rest of the model: a radix-2 FFT whose butterflies
! read their partners on other processes by REMOTE_ACCESS, an ACROSS recurrence over a
! COMPLEX array (a first-order complex filter), REDISTRIBUTE of COMPLEX and CHARACTER(len=3)
! arrays, a COMPLEX array passed to an INHERIT dummy, and DOUBLE COMPLEX, INTEGER(1), (2), (8)
! and LOGICAL arrays aligned with it.
program dvm_complex_fft
  implicit none
  integer, parameter :: n = 64
  complex(8) :: x(n), y(n), h(n)
  complex :: f(n)
  character(len=3) :: lab(n)
  integer(1) :: i1(n)
  integer(2) :: i2(n)
  integer(8) :: i8(n)
  logical :: l1(n), l2(n), l8(n)
  integer :: i, half, span, k, pos
  double precision, parameter :: pi = 3.14159265358979323846d0
  complex(8) :: wk, s
  integer(8) :: isum
  logical :: anyl
!dvm$ distribute x(block)
!dvm$ align (i) with x(i) :: y, h, i1, i2, i8, l1, l2, l8
!dvm$ distribute f(block)
!dvm$ distribute lab(block)
!dvm$ dynamic f, lab
!dvm$ shadow f(1:0)

  ! The input in bit-reversed order, so that the butterflies run in place.
!dvm$ parallel (i) on x(i), private(k, pos)
  do i = 1, n
    pos = 0
    k = i - 1
    do span = 1, 6
      pos = pos * 2 + mod(k, 2)
      k = k / 2
    end do
    x(i) = dcmplx(cos(0.3d0 * pos) + 0.01d0 * pos, sin(0.7d0 * pos))
  end do

  span = 1
  do while (span < n)
!dvm$ parallel (i) on y(i), remote_access(x(:)), private(k, half, wk)
    do i = 1, n
      k = mod(i - 1, 2 * span)
      half = k / span
      wk = exp(dcmplx(0d0, -pi * mod(k, span) / span))
      if (half == 0) then
        y(i) = x(i) + wk * x(i + span)
      else
        y(i) = x(i - span) - wk * x(i)
      end if
    end do
    x = y
    span = 2 * span
  end do
  s = (0d0, 0d0)
!dvm$ parallel (i) on x(i), reduction(sum(s))
  do i = 1, n
    s = s + x(i) * dble(i)
  end do
  write (*, '(a, 2f16.8)') 'weighted ', s
  write (*, '(4(2f10.4, 2x))') x(1:8)

  ! A first-order complex filter: an ACROSS recurrence.
!dvm$ parallel (i) on f(i)
  do i = 1, n
    f(i) = cmplx(real(x(i)) / n, aimag(x(i)) / n)
  end do
!dvm$ parallel (i) on f(i), across(f(1:0))
  do i = 2, n
    f(i) = f(i) + (0.5, 0.25) * f(i - 1)
  end do
  write (*, '(4(2f10.5, 2x))') f(n - 7:n)

  ! REDISTRIBUTE keeps the values.
!dvm$ parallel (i) on lab(i)
  do i = 1, n
    lab(i) = char(ichar('a') + mod(i, 26)) // char(ichar('A') + mod(3 * i, 26)) // '!'
  end do
!dvm$ redistribute f(*)
!dvm$ redistribute lab(*)
  write (*, '(4(2f10.5, 2x))') f(1:4)
  write (*, '(16(a, 1x))') lab
!dvm$ redistribute f(block)
!dvm$ redistribute lab(block)
  print *, f(n), ' ', lab(n), ' ', lab(1)(2:2)

  ! A COMPLEX array passed to an INHERIT dummy.
  call scale(x, n, (0d0, 2d0))
  write (*, '(4(2f10.4, 2x))') x(1:4)

  ! Integer and logical kinds aligned with x.
!dvm$ parallel (i) on x(i)
  do i = 1, n
    i1(i) = int(mod(i, 100), 1)
    i2(i) = int(i * 300, 2)
    i8(i) = int(i, 8) * 10000000000_8
    l1(i) = mod(i, 3) == 0
    l2(i) = mod(i, 5) == 0
    l8(i) = real(x(i)) > 0
    h(i) = conjg(x(i))
  end do
  isum = 0
  anyl = .false.
!dvm$ parallel (i) on x(i), reduction(sum(isum), or(anyl))
  do i = 1, n
    isum = isum + i1(i) + i2(i) + i8(i) / 1000000
    anyl = anyl .or. (l1(i) .and. l2(i) .and. l8(i))
  end do
  print *, isum, anyl
  print *, i1(60:64), i2(1:3), i8(64)
  print *, l1(1:6), l2(1:6), l8(1:6)
  write (*, '(2f10.4)') h(3)
contains
  subroutine scale(a, n, c)
    integer, intent(in) :: n
    complex(8) :: a(n), c
!dvm$ inherit a
    integer :: i
!dvm$ parallel (i) on a(i)
    do i = 1, n
      a(i) = a(i) * c
    end do
  end subroutine
end program
