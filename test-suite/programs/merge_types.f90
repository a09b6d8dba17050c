! MERGE of COMPLEX, CHARACTER and derived-type values, scalar and elemental over arrays.
program merge_types
  implicit none
  type pt
    integer :: a
    real :: b
  end type
  complex :: x(4), y(4), w(4)
  complex(8) :: zd
  character(len=3) :: s1(3), s2(3), s3(3)
  logical :: m(4)
  type(pt) :: p, q, r, ps(4), qs(4), rs(4)
  integer :: i
  do i = 1, 4
    x(i) = cmplx(i, -i)
    y(i) = cmplx(10 * i, 1)
    m(i) = mod(i, 2) == 0
    ps(i) = pt(i, 0.5 * i)
    qs(i) = pt(-i, -2.0 * i)
  end do
  w = merge(x, y, m)
  print *, w
  print *, merge((1.0, 2.0), (3.0, 4.0), .true.), merge((1.0, 2.0), (3.0, 4.0), m(1))
  zd = merge(dcmplx(1d0, 2d0), dcmplx(-1d0, 0.5d0), x(2) == (2.0, -2.0))
  print *, zd
  w = merge(x * 2, (0.0, 1.0), .not. m)
  print *, w, sum(merge(x, y, m))
  s1 = (/ 'abc', 'def', 'ghi' /)
  s2 = (/ 'xyz', 'uvw', 'rst' /)
  s3 = merge(s1, s2, m(1:3))
  print *, s3
  print *, merge('yes', 'no ', m(2)), ' ', merge(s1(1), s2(2), m(1))
  p = pt(1, 2.0)
  q = pt(3, 4.0)
  r = merge(p, q, m(1))
  print *, r%a, r%b
  r = merge(p, q, m(2))
  print *, r%a, r%b
  rs = merge(ps, qs, m)
  print *, rs%a, rs%b
end program
