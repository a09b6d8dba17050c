! VALUE dummies of every kind gfortran passes by value: COMPLEX (as C's _Complex), CHARACTER
! of length 1, OPTIONAL ones (a hidden presence flag), the VALUE statement; module, internal
! and external procedures; the callee's copy changes, the caller's variable does not.
! (CHARACTER actuals are constants: gfortran 12's callers pass only those right.)
module vmod
  implicit none
contains
  complex function twist(z, k)
    complex, value :: z
    integer, value, optional :: k
    integer :: n
    n = 1
    if (present(k)) n = k
    z = z * cmplx(0.0, real(n))
    twist = z + (1.0, 0.0)
  end function twist

  character(len=8) function label(c, n)
    character(len=1), value :: c
    integer, optional :: n
    integer :: m
    m = 3
    if (present(n)) m = n
    label = repeat(c, m)
    c = '#'
    label(8:8) = c
  end function label

  real(8) function weigh(w, s)
    complex(8) :: w
    real(8), optional :: s
    value :: w, s
    w = w * 2
    weigh = abs(w)
    if (present(s)) then
      s = s + 1
      weigh = weigh * s
    end if
  end function weigh
end module vmod

subroutine shout(c, times, out)
  implicit none
  character :: c
  integer :: times
  character(len=*) :: out
  value :: c, times
  integer :: k
  out = ''
  do k = 1, min(times, len(out))
    out(k:k) = c
  end do
  times = -1
end subroutine shout

program value_dummies
  use vmod
  implicit none
  interface
    subroutine shout(c, times, out)
      character, value :: c
      integer, value :: times
      character(len=*) :: out
    end subroutine
  end interface
  complex :: z, r
  complex(8) :: w
  character(len=1) :: c
  character(len=10) :: buf
  real(8) :: s
  integer :: k, n
  z = (1.0, 2.0)
  r = twist(z)
  print '(4F8.3)', r, z
  r = twist(z, 3)
  print '(4F8.3)', r, z
  print '(2F8.3)', twist((0.5, -0.5), k=-2)
  c = 'x'
  print '(A,"|",A)', label('x'), c
  print '(A)', label('y', 5)
  print '(A)', label(n=2, c=achar(66))
  w = (3d0, 4d0)
  s = 2d0
  print '(3F10.4)', weigh(w), weigh(w, s), s
  print '(F10.4)', weigh((1d0, 1d0), 0.5d0)
  print '(2F10.4)', w
  n = 4
  call shout('*', n, buf)
  print '(A,"|",I3)', buf, n
  call shout('x', n + 3, buf)
  print '(A,"|",A)', buf, c
  do k = 1, 3
    call shout('-', 2 * k, buf)
    print '(A)', trim(buf)
  end do
  print '(F10.4)', sum_of(1.5d0) + sum_of(1.5d0, 2)
  ! Absent OPTIONAL dummies passed on stay absent.
  print '(4F8.3)', relay(z), relay(z, 2)
  print '(2F10.4)', twice(1d0), twice(1d0, 3)
contains
  complex function relay(z, k)
    complex, intent(in) :: z
    integer, intent(in), optional :: k
    relay = twist(z, k)
  end function relay

  real(8) function twice(x, m)
    real(8), value :: x
    integer, value, optional :: m
    twice = 2 * sum_of(x, m)
  end function twice

  real(8) function sum_of(x, m)
    real(8), value :: x
    integer, value, optional :: m
    integer :: j
    sum_of = 0
    j = 1
    if (present(m)) j = m
    do while (j > 0)
      sum_of = sum_of + x
      x = x / 2
      j = j - 1
    end do
  end function sum_of
end program value_dummies
