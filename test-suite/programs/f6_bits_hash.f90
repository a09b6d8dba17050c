! Integer bit manipulation as in hashing and checksum codes: FNV-1a and a 32-bit
! multiplicative hash on INTEGER(8) with wraparound, CRC-32 bit by bit with IEOR/ISHFT/IAND,
! a hash table with linear probing over words, Gray codes, bit counts (POPCNT, LEADZ,
! TRAILZ, POPPAR) and bit fields packed with IBITS/MVBITS/IBSET.
module f6_hashing
  implicit none
  integer, parameter :: i8 = selected_int_kind(18)
contains
  integer(i8) function fnv1a(s)
    character(*), intent(in) :: s
    integer :: i
    fnv1a = -3750763034362895579_i8
    do i = 1, len(s)
      fnv1a = ieor(fnv1a, int(iachar(s(i:i)), i8))
      fnv1a = fnv1a * 1099511628211_i8
    end do
  end function
  integer function crc32(s)
    character(*), intent(in) :: s
    integer :: i, k
    integer(i8) :: c
    c = 4294967295_i8
    do i = 1, len(s)
      c = ieor(c, int(iachar(s(i:i)), i8))
      do k = 1, 8
        if (iand(c, 1_i8) /= 0) then
          c = ieor(ishft(c, -1), 3988292384_i8)
        else
          c = ishft(c, -1)
        end if
      end do
    end do
    c = ieor(c, 4294967295_i8)
    crc32 = int(c - merge(2_i8**32, 0_i8, c >= 2_i8**31))
  end function
end module f6_hashing

program f6_bits_hash
  use f6_hashing
  implicit none
  integer, parameter :: nslots = 17
  character(len=8) :: table(nslots), words(9)
  integer :: probes(nslots), i, h, k, packed, g
  words = [character(len=8) :: 'alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'eta', &
           'theta', 'beta']
  write (*, '(a, i22)') 'fnv empty ', fnv1a('')
  write (*, '(a, i22)') 'fnv abc   ', fnv1a('abc')
  write (*, '(a, z9, i12)') 'crc32 ', crc32('The quick brown fox jumps over the lazy dog'), &
    crc32('123456789')
  table = ''
  probes = 0
  do i = 1, size(words)
    h = int(modulo(fnv1a(trim(words(i))), int(nslots, i8))) + 1
    k = 0
    do while (table(h) /= '' .and. table(h) /= words(i))
      h = mod(h, nslots) + 1
      k = k + 1
    end do
    table(h) = words(i)
    probes(h) = probes(h) + k
  end do
  do i = 1, nslots
    if (table(i) /= '') write (*, '(i3, 1x, a8, i2)') i, table(i), probes(i)
  end do
  write (*, '(a)', advance='no') 'gray'
  do i = 0, 15
    g = ieor(i, ishft(i, -1))
    write (*, '(1x, b4.4)', advance='no') g
  end do
  write (*, *)
  write (*, '(a, 4i4)') 'popcnt/leadz/trailz/poppar ', popcnt(1000), leadz(1000), &
    trailz(1000), poppar(1000)
  packed = 0
  call mvbits(5, 0, 3, packed, 0)
  call mvbits(12, 0, 4, packed, 3)
  call mvbits(200, 0, 8, packed, 7)
  packed = ibset(packed, 20)
  write (*, '(a, i0, 1x, b0)') 'packed ', packed, packed
  write (*, '(a, 3i5, l2)') 'fields ', ibits(packed, 0, 3), ibits(packed, 3, 4), &
    ibits(packed, 7, 8), btest(packed, 20)
  write (*, '(a, 2i12)') 'shifts ', ishftc(packed, 5, 24), ishft(-packed, -4)
  write (*, '(a, 3i6)') 'not/iand/ior ', not(7), iand(255, -16), ior(3, 12)
end program f6_bits_hash
