! Bit intrinsics in small algorithms: Gray codes and their inverse, population counts
! by Kernighan's loop, bit reversal of a byte, parity with IEOR, masks built by ISHFT
! and IBSET/IBCLR, BTEST over all bits, and NOT.
program bit_gray
  implicit none
  integer :: i, g, b, k, cnt, rev, v, mask, parity
  do i = 0, 15
    g = ieor(i, ishft(i, -1))
    ! inverse Gray code
    b = g
    k = ishft(g, -1)
    do while (k /= 0)
      b = ieor(b, k)
      k = ishft(k, -1)
    end do
    cnt = 0
    v = g
    do while (v /= 0)
      v = iand(v, v - 1)
      cnt = cnt + 1
    end do
    write (*, '(3i4, i3)') i, g, b, cnt
  end do
  do i = 1, 200, 37
    rev = 0
    do k = 0, 7
      if (btest(i, k)) rev = ibset(rev, 7 - k)
    end do
    parity = 0
    do k = 0, 7
      parity = ieor(parity, iand(ishft(i, -k), 1))
    end do
    write (*, '(3i5)') i, rev, parity
  end do
  mask = 0
  do k = 0, 30, 3
    mask = ibset(mask, k)
  end do
  mask = ibclr(mask, 9)
  write (*, '(i12, i12, i12)') mask, not(mask), ior(mask, ishft(1, 10))
  write (*, '(i12, i12)') iand(not(0), 255), ieor(mask, -1)
end program bit_gray
