! Calls the functions of lib.f90 (see there).
program abi
  type pair
    sequence
    real :: x, y
  end type
  type mix
    sequence
    integer :: n
    real :: v
  end type
  type di
    sequence
    real(8) :: d
    integer :: i
  end type
  type tri
    sequence
    real :: a, b, c
  end type
  type big
    sequence
    real(8) :: p, q, s
  end type
  character(len=6) label
  character(len=4) fill
  character(len=12) joined
  complex rot, z
  double complex dprod2
  complex(8) polar8
  logical positive
  type(pair) mkpair, p
  type(mix) mkmix, m
  type(di) mkdi, d
  type(tri) mktri, t
  type(big) mkbig, g
  external label, fill, joined, rot, dprod2, polar8, positive
  external mkpair, mkmix, mkdi, mktri, mkbig
  interface
    ! VALUE dummies: the values themselves cross the call (gfortran's convention).
    integer function scaled(n, x, flag)
      integer, value :: n
      real(8), value :: x
      logical, value :: flag
    end function
    subroutine bump(n, r, seen)
      integer(8), value :: n
      real, value :: r
      real(8) :: seen
    end subroutine
    subroutine cvals(z, w, c, tag, out)
      complex, value :: z
      complex(8), value :: w
      character(len=1), value :: c
      character(len=*) :: tag
      real(8) :: out
    end subroutine
    integer function optv(a, b, x)
      integer, value :: a
      integer, value, optional :: b
      real(8), value, optional :: x
    end function
  end interface
  complex :: cz
  complex(8) :: cw
  character(len=1) :: ch
  real(8) :: cout
  integer k
  integer(8) :: n8
  real :: r4
  real(8) :: seen
  n8 = 40
  r4 = 1.5
  print *, scaled(7, 2.5d0, .true.), scaled(int(n8) + 1, -1d0, .false.)
  call bump(n8, r4, seen)
  print *, n8, r4, seen
  cz = (1.5, -2.0)
  cw = (0.25d0, 3d0)
  ch = 'a'
  call cvals(cz, cw, 'k', 'abcde', cout)
  print *, cz, cw, ch, cout
  call cvals((2.0, 1.0), cw * 2, 'z', 'xy', cout)
  print *, cout
  print *, optv(1), optv(2, 3), optv(3, x=0.5d0), optv(4, 5, 0.25d0), optv(a=6, x=1d0)
  do k = 1, 3
    print '(A,A,A)', '[', label(k * 7), ']'
  end do
  print '(A)', fill('x') // '|' // joined('ab   ', 'cd')
  z = rot((1.5, -2.0))
  print *, z, rot(z)
  print *, dprod2((1d0, 2d0), (3d0, -1d0))
  print *, polar8(2d0, 0.5d0)
  print *, positive(1.0), positive(-1.0)
  p = mkpair(1.25, -3.5)
  m = mkmix(42, 2.5)
  d = mkdi(0.125d0, -7)
  t = mktri(1.5)
  g = mkbig(3)
  print *, p%x, p%y
  print *, m%n, m%v
  print *, d%d, d%i
  print *, t%a, t%b, t%c
  print *, g%p, g%q, g%s
end program
