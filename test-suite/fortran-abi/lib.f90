! Function results of every kind gfortran returns differently: CHARACTER (a hidden buffer
! and length), COMPLEX (XMM registers), structures of up to 16 bytes (registers by their
! eightbytes' classes) and larger ones (memory). Called by main.f90; one of the two files
! is built by gfortran, the other by dvmhc. Also VALUE dummies (values in registers).
character(len=6) function label(n)
  integer n
  write (label, '(A,I3.3)') 'id', n
end function

character*(*) function fill(c)
  character c
  integer k
  do k = 1, len(fill)
    fill(k:k) = c
  end do
end function

character(len=12) function joined(a, b)
  character(len=*) a, b
  joined = trim(a) // '+' // b
end function

complex function rot(z)
  complex z
  rot = z * (0.0, 1.0)
end function

double complex function dprod2(a, b)
  double complex a, b
  dprod2 = a * b + dcmplx(0.5d0, -0.25d0)
end function

complex(8) function polar8(r, t)
  real(8) r, t
  polar8 = cmplx(r * cos(t), r * sin(t), 8)
end function

logical function positive(x)
  real x
  positive = x > 0
end function

type(pair) function mkpair(a, b)
  type pair
    sequence
    real :: x, y
  end type
  real a, b
  mkpair%x = a
  mkpair%y = b
end function

function mkmix(n, v) result(m)
  type mix
    sequence
    integer :: n
    real :: v
  end type
  type(mix) m
  integer n
  real v
  m%n = n
  m%v = v
end function

function mkdi(d, i) result(r)
  type di
    sequence
    real(8) :: d
    integer :: i
  end type
  type(di) r
  real(8) d
  integer i
  r%d = d
  r%i = i
end function

function mktri(a) result(t)
  type tri
    sequence
    real :: a, b, c
  end type
  type(tri) t
  real a
  t%a = a
  t%b = 2 * a
  t%c = 3 * a
end function

function mkbig(k) result(g)
  type big
    sequence
    real(8) :: p, q, s
  end type
  type(big) g
  integer k
  g%p = k
  g%q = k + 0.5d0
  g%s = -k
end function

! VALUE dummies: the callee's own copies, changed without effect on the caller.
integer function scaled(n, x, flag)
  integer, value :: n
  real(8), value :: x
  logical, value :: flag
  n = n * 2
  if (flag) x = x * 10
  scaled = n + int(x)
end function

subroutine bump(n, r, seen)
  integer(8), value :: n
  real, value :: r
  real(8) :: seen
  n = n + 2
  r = r * 2
  seen = n + r
end subroutine


! COMPLEX VALUE dummies cross as C's `_Complex` (COMPLEX(4) packed in one XMM register,
! COMPLEX(8) in two), a CHARACTER(len=1) one as the character (its length 1 still passed),
! `VALUE ::` as a statement. (gfortran 12's callers pass only constant characters right.)
subroutine cvals(z, w, c, tag, out)
  complex :: z
  complex(8) :: w
  character(len=1) :: c
  character(len=*) :: tag
  real(8) :: out
  value :: z, w, c
  integer :: code
  code = ichar(c)
  z = z * (0.0, 1.0)
  w = conjg(w) * 2
  c = 'Q'
  out = real(z) + 10 * aimag(z) + 100 * real(w) + 1000 * aimag(w) + ichar(c) + len(tag) &
      + 10000 * code
end subroutine

! OPTIONAL VALUE dummies: a hidden presence flag per dummy after the ordinary arguments.
integer function optv(a, b, x)
  integer, value :: a
  integer, value, optional :: b
  real(8), value, optional :: x
  optv = a
  if (present(b)) optv = optv + 10 * b
  if (present(x)) optv = optv + int(1000 * x)
end function
