! The array intrinsics that move elements (CSHIFT, EOSHIFT with scalar and per-vector SHIFT
! and BOUNDARY, SPREAD of arrays and scalars, PACK with and without VECTOR, UNPACK), FINDLOC
! (DIM=, MASK=, BACK=), IANY/IALL/IPARITY/PARITY, NORM2 (gfortran's scaled sum), SUM,
! PRODUCT and DOT_PRODUCT (conjugating its first vector) of COMPLEX arrays.
program array_intrinsics_more
  implicit none
  integer :: a(6), m(3,4), i, j, v(10), b(3,4)
  real :: x(5), y(2,3)
  complex :: z(3)
  logical :: l(6)
  character(len=3) :: cs(4)
  a = [5, -3, 8, 0, 8, 2]
  do j = 1, 4
    do i = 1, 3
      m(i, j) = i * 10 + j
    end do
  end do
  print *, cshift(a, 2)
  print *, cshift(a, -1)
  print *, cshift(m, 1, dim=2)
  print *, cshift(m, [1, -1, 2], dim=2)
  print *, eoshift(a, 2)
  print *, eoshift(a, -2, boundary=99)
  print *, eoshift(m, 1, dim=1)
  print *, spread(a(1:3), 1, 2)
  print *, spread(a(1:3), 2, 2)
  print *, spread(7, 1, 4)
  b = spread([1, 2, 3], 2, 4)
  print *, b
  print *, pack(a, a > 1)
  v = -1
  print *, pack(a, a > 1, v)
  print *, pack(m, mod(m, 2) == 0)
  l = a > 4
  print *, unpack([100, 200, 300, 400], l, 0)
  print *, unpack([1,2,3,4,5,6,7,8,9,10,11,12], mod(m, 3) == 0, m)
  print *, findloc(a, 8), findloc(a, 8, back=.true.), findloc(a, 42)
  print *, findloc(m, 23), findloc(m, 22, dim=1)
  print *, findloc(a, 8, mask=a < 0)
  print *, iany(a), iall([7, 5, 13]), iparity(a)
  print *, iany(m, dim=1), iall(m, dim=2)
  print *, parity(a > 0)
  x = [3.0, 4.0, 1.5, -2.0, 0.25]
  print *, norm2(x)
  y = reshape([1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [2, 3])
  print *, norm2(y), norm2(y, dim=1), norm2(y, 2)
  z = [(1.0, 2.0), (3.0, -1.0), (0.5, 0.5)]
  print *, sum(z), product(z)
  print *, dot_product(z, z)
  print *, sum(reshape(z, [3,1]), dim=2)
  cs = ['ab ', 'cde', 'f  ', 'ghi']
  print *, cshift(cs, 1), eoshift(cs, 1)
  print *, maxloc(m, dim=2), minloc(m, dim=1)
end program array_intrinsics_more
