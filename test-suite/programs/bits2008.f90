! The Fortran 2008 bit intrinsics SHIFTL, SHIFTR, SHIFTA, DSHIFTL, DSHIFTR, MASKL, MASKR,
! BGE/BGT/BLE/BLT, POPPAR, MERGE_BITS, with LEADZ, TRAILZ, POPCNT and the array reductions
! IANY, IALL, IPARITY, on INTEGER(1), (2), (4) and (8): shifts by 0 and by the bit size,
! negative values, mixed kinds in the unsigned comparisons, constants folded and values
! computed at run time.
program bits2008
  implicit none
  integer(1) :: b(4)
  integer(2) :: h(4)
  integer :: i(6), k, s
  integer(8) :: l(5), acc
  integer, parameter :: c1 = shiftl(3, 4), c2 = shiftr(-1, 28), c3 = shifta(-64, 3)
  integer, parameter :: c4 = dshiftl(1, -1, 4), c5 = dshiftr(7, 8, 3), c6 = maskl(5)
  integer(8), parameter :: c7 = maskr(40, 8), c8 = merge_bits(255_8, 0_8, 60_8)
  logical, parameter :: c9 = bge(-1, 0), c10 = blt(1_1, -1_8)
  integer, parameter :: c11 = poppar(6) + 2 * poppar(-2_8)
  b = [1_1, -1_1, 127_1, -127_1 - 1_1]
  h = [1_2, -1_2, 32767_2, -300_2]
  i = [0, 1, -1, 12345, -12345, huge(0)]
  l = [0_8, 1_8, -1_8, 1234567890123_8, -huge(0_8) - 1]
  print *, c1, c2, c3, c4, c5, c6
  print *, c7, c8, c9, c10, c11
  do k = 1, 6
    do s = 0, 32, 8
      print *, i(k), s, shiftl(i(k), s), shiftr(i(k), s), shifta(i(k), s)
    end do
    print *, dshiftl(i(k), 12345, 5), dshiftr(i(k), -7, 5), dshiftl(i(k), i(k), 0), &
      dshiftr(i(k), 99, 32), dshiftl(i(k), 99, 32)
    print *, poppar(i(k)), popcnt(i(k)), leadz(i(k)), trailz(i(k)), merge_bits(i(k), -i(k), 255)
    print *, bge(i(k), 1), bgt(i(k), -1), ble(i(k), 12345), blt(i(k), huge(0))
  end do
  do k = 1, 5
    s = 3 * k + 40
    print *, l(k), shiftl(l(k), s), shiftr(l(k), s), shifta(l(k), s), shifta(l(k), 64)
    print *, dshiftl(l(k), -1_8, 13), dshiftr(-1_8, l(k), 63), maskl(k * 13, 8), maskr(k * 11, 8)
    print *, poppar(l(k)), popcnt(l(k)), leadz(l(k)), trailz(l(k)), bge(l(k), i(3)), blt(l(k), 5)
  end do
  do k = 1, 4
    print *, b(k), shiftl(b(k), 3), shiftr(b(k), 3), shifta(b(k), 7), maskl(k, 1), maskr(2 * k, 1)
    print *, h(k), shiftl(h(k), 9), shiftr(h(k), 9), shifta(h(k), 16), maskl(k, 2), maskr(4 * k, 2)
    print *, bge(b(k), h(k)), bgt(h(k), b(k)), ble(b(k), i(k)), blt(h(k), l(k)), &
      poppar(b(k)), poppar(h(k)), leadz(b(k)), trailz(h(k)), dshiftl(b(k), 1_1, 3), dshiftr(h(k), 5_2, 4)
  end do
  print *, iany(i), iall(i), iparity(i), iany(l), iall(l), iparity(l)
  print *, iany(b), iall(b), iparity(b), iany(h), iall(h), iparity(h)
  print *, iparity(i, mask=i > 0), iany(l(2:4)), iall([-1_8, -2_8])
  acc = 0
  do k = 0, 63, 7
    acc = ieor(acc, shiftl(maskr(k, 8), 64 - k))
  end do
  print *, acc, maskl(0), maskr(0), maskl(32), maskr(32), maskl(64, 8), maskr(64, 8)
  ! The result kind of the one-integer bit functions is that of I, whatever the others' kinds.
  print *, kind(ishft(5_4, 2_8)), ishft(5_4, 2_8), kind(ibset(0_2, 3_8)), ibset(0_2, 3_8)
  print *, kind(ibits(-1_1, 1_8, 3_4)), ibits(-1_1, 1_8, 3_4), kind(ishftc(9_2, 1_8)), ishftc(9_2, -1_8)
end program
