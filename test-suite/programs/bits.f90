! Bit intrinsics: NOT, ISHFT (both directions, by the bit size and more), IBITS, IBSET, IBCLR,
! BTEST, IAND/IOR/IEOR, on INTEGER(4) and INTEGER(8), folded as constants and computed at run
! time; the NPB randi8_safe splitting of a 46-bit number.
program bits
  implicit none
  integer :: i, k, m
  integer(8) :: la, lx, a1, a2, x1, x2, xa
  integer, parameter :: p1 = ishft(1, 10), p2 = ibits(255, 2, 3), p3 = not(5)
  logical, parameter :: b1 = btest(8, 3)
  print *, p1, p2, p3, b1
  do k = -32, 32, 4
    i = 12345
    print *, k, ishft(i, k), ishft(-i, k)
  end do
  m = 32
  print *, ishft(7, m), ishft(7, -m), ishft(-1, 31), ishft(-1, -31)
  do k = 0, 31, 5
    print *, k, ibset(0, k), ibclr(-1, k), btest(-12345, k), ibits(-12345, k, 31 - k)
  end do
  print *, iand(12, 10), ior(12, 10), ieor(12, 10), not(0)
  la = 1220703125_8
  lx = 314159265_8
  a1 = ibits(la, 23, 23)
  a2 = ibits(la, 0, 23)
  x1 = ibits(lx, 23, 23)
  x2 = ibits(lx, 0, 23)
  xa = ishft(ibits(a1*x2+a2*x1, 0, 23), 23) + a2*x2
  print *, a1, a2, x1, x2, ibits(xa, 0, 46)
  print *, ishft(1_8, 62), ishft(-1_8, -1), ibits(-1_8, 0, 64), not(0_8)
end program
