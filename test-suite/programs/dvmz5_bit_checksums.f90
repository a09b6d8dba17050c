! dvmh-test: grids=2:2x1 3:1x3 4:2x2
! Integrity checksums of an integer image, as a data-processing code computes them: the
! rows are hashed into an INTEGER array, the image is reduced with NEQV (bitwise exclusive
! or, IEOR in the loop body) and EQV (bitwise equivalence, NOT(IEOR(.,.))) on INTEGER and
! INTEGER(8) variables, with AND/OR next to them, and a LOGICAL NEQV parity; the same
! checksums over a transformed image must change in the bits expected.
program dvmz5_bit_checksums
  implicit none
  integer, parameter :: n = 21, m = 13
  integer :: img(n, m), i, j, hx, hq, ha, ho, hx2
  integer(8) :: wide
  logical :: parity
!dvm$ distribute img(block, block)
!dvm$ parallel (j, i) on img(i, j)
  do j = 1, m
    do i = 1, n
      img(i, j) = ieor(i * 2654435 + j * 40503, ishft(i * j, 7)) + mod(i * i + 3 * j, 257)
    end do
  end do
  hx = 0
  hq = -1
  ha = -1
  ho = 0
  wide = 0_8
  parity = .false.
!dvm$ parallel (j, i) on img(i, j), reduction(neqv(hx), eqv(hq), and(ha), or(ho), &
!dvm$   neqv(wide), neqv(parity))
  do j = 1, m
    do i = 1, n
      hx = ieor(hx, img(i, j))
      hq = not(ieor(hq, ishft(img(i, j), mod(i + j, 5))))
      ha = iand(ha, ior(img(i, j), 1024))
      ho = ior(ho, iand(img(i, j), 65535))
      wide = ieor(wide, ishft(int(img(i, j), 8), mod(i * j, 31)))
      parity = parity .neqv. (mod(img(i, j), 2) == 1)
    end do
  end do
  print '(a, 4i12)', 'hashes', hx, hq, ha, ho
  print '(a, i22, l2)', 'wide, parity', wide, parity
  ! flip one bit in one pixel: the xor checksum changes in exactly that bit
!dvm$ parallel (j, i) on img(i, j)
  do j = 1, m
    do i = 1, n
      if (i == 17 .and. j == 4) img(i, j) = ieor(img(i, j), 64)
    end do
  end do
  hx2 = 0
!dvm$ parallel (j, i) on img(i, j), reduction(neqv(hx2))
  do j = 1, m
    do i = 1, n
      hx2 = ieor(hx2, img(i, j))
    end do
  end do
  print '(a, 2i12)', 'after flip', hx2, ieor(hx, hx2)
end program dvmz5_bit_checksums
