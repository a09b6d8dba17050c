! The transformational intrinsics of array codes: PACK/UNPACK with masks and VECTOR=,
! SPREAD along both dimensions, CSHIFT and EOSHIFT with scalar and per-column shifts and
! BOUNDARY=, MAXLOC/MINLOC with BACK= and DIM=, FINDLOC with MASK= and BACK=, NORM2 with
! DIM=, PRODUCT/SUM with DIM= and MASK=, ANY/ALL along a dimension, and COUNT with DIM=.
program f6_array_transforms
  implicit none
  integer, parameter :: dp = kind(1.0d0)
  integer :: v(10), m(3, 4), i, j, packed(10), field(3, 4), s(4)
  logical :: mk(3, 4)
  real(dp) :: x(3, 4), nrm(4)
  v = [3, 9, 1, 9, 4, 1, 7, 9, 2, 1]
  m = reshape([(mod(i * 5, 7), i = 1, 12)], [3, 4])
  write (*, '(a, 2i3)') 'maxloc ', maxloc(v), maxloc(v, back=.true.)
  write (*, '(a, 2i3)') 'minloc ', minloc(v), minloc(v, back=.true.)
  write (*, '(a, 4i3)') 'maxloc dim1 ', maxloc(m, dim=1)
  write (*, '(a, 3i3)') 'minloc dim2 back ', minloc(m, dim=2, back=.true.)
  write (*, '(a, 2i3)') 'maxloc 2d ', maxloc(m)
  write (*, '(a, 3i3)') 'findloc ', findloc(v, 9), findloc(v, 9, back=.true.), findloc(v, 8)
  write (*, '(a, 2i3)') 'findloc mask ', findloc(v, 1, mask=v /= 0 .and. [(i > 3, i = 1, 10)]), &
    findloc(v, 1, dim=1, back=.true.)
  write (*, '(a, 4i3)') 'findloc dim ', findloc(m, 3, dim=1)
  mk = m > 2
  packed = -1
  packed(1:count(mk)) = pack(m, mk)
  write (*, '(a, 10i3)') 'pack ', packed
  write (*, '(a, 10i3)') 'pack vector ', pack(v, v > 3, [(0, i = 1, 10)])
  field = unpack([(i * 10, i = 1, 12)], mk, -5)
  write (*, '(4i4)') (field(i, :), i = 1, 3)
  field = unpack([(i, i = 1, 12)], .not. mk, m)
  write (*, '(4i4)') (field(i, :), i = 1, 3)
  write (*, '(4i3)') spread([1, 2, 3, 4], 1, 3)
  write (*, '(3i3)') spread([7, 8, 9], dim=2, ncopies=2)
  write (*, '(10i3)') cshift(v, 3), cshift(v, -2)
  field = cshift(m, 1, dim=2)
  write (*, '(4i3)') (field(i, :), i = 1, 3)
  field = cshift(m, [1, 0, -1], dim=2)
  write (*, '(4i3)') (field(i, :), i = 1, 3)
  write (*, '(10i3)') eoshift(v, 2), eoshift(v, -3, boundary=-1)
  field = eoshift(m, [1, -1, 0, 2], boundary=99, dim=1)
  write (*, '(4i3)') (field(i, :), i = 1, 3)
  x = reshape([(real(i, dp) - 6.5_dp, i = 1, 12)], [3, 4])
  nrm = norm2(x, dim=1)
  write (*, '(4f12.8)') nrm
  write (*, '(a, f14.10)') 'norm2 ', norm2(x)
  write (*, '(4i6)') product(m + 1, dim=1)
  write (*, '(3i6)') sum(m, dim=2, mask=m > 1)
  write (*, '(4l2, 1x, 3l2)') any(m == 0, dim=1), all(m > 0, dim=2)
  s = count(mk, dim=1)
  write (*, '(4i3, i5)') s, count(mk)
  write (*, '(3f8.2)') maxval(x, dim=2), minval(x, dim=2, mask=x > 0)
  j = 0
  do i = 1, 10
    if (any(v(i) == v(1:i - 1))) j = j + 1
  end do
  write (*, '(a, i0)') 'duplicates ', j
end program f6_array_transforms
