! Integer kinds and bit intrinsics as in packed-flag and checksum codes: INT8/INT16/INT64
! arithmetic mixed without overflow, ISHFT/ISHFTC rotations per kind, IBITS field extraction,
! BTEST/IBSET/IBCLR flag words, POPCNT/LEADZ/TRAILZ/POPPAR on every kind, an Adler-32 checksum
! and a xorshift64 generator on INTEGER(INT64).
program f7_int_kinds_bits
  use, intrinsic :: iso_fortran_env, only: int8, int16, int32, int64
  implicit none
  integer(int8) :: b8(6), s8
  integer(int16) :: h16(5), acc16
  integer(int32) :: w, flags, i, field
  integer(int64) :: x64, state, total
  integer :: k
  character(len=40) :: text

  b8 = [integer(int8) :: -128, -1, 0, 1, 64, 127]
  s8 = 0_int8
  do k = 1, size(b8)
    s8 = ieor(s8, b8(k))
  end do
  print *, 'int8 xor', s8, ' popcnt', popcnt(b8), ' leadz', leadz(b8)
  print *, 'int8 trailz', trailz(b8), ' poppar', poppar(b8)
  print *, 'int8 widen sum', sum(int(b8, int32)), ' kind', kind(s8), bit_size(s8)
  print *, 'int8 ishftc', ishftc(b8(5), 2), ishftc(b8(6), -3, 4), ishft(b8(2), -4)

  h16 = [integer(int16) :: 1000, -2000, 32767, -32768, 255]
  acc16 = 0_int16
  do k = 1, size(h16)
    acc16 = iand(acc16 + iand(h16(k), 255_int16), 32767_int16)
  end do
  print *, 'int16 acc', acc16, ' ibits', ibits(h16(1), 3, 5), ibits(h16(5), 0, 4)
  print *, 'int16 not', not(h16(1)), ' ior', ior(h16(2), 7_int16), huge(acc16)
  print *, 'int16 shifts', ishft(h16(1), 4), ishft(h16(3), -8), ishftc(h16(5), 8)

  ! a flag word built with IBSET, tested with BTEST, edited with IBCLR
  flags = 0
  do i = 0, 30, 3
    flags = ibset(flags, i)
  end do
  flags = ibclr(flags, 9)
  write (*, '(a, b32.32)') 'flags ', flags
  write (*, '(a, 11l2)') 'btest', (btest(flags, i), i = 0, 30, 3)
  write (*, '(a, o12.11, 1x, z8.8)') 'oct/hex ', flags, flags
  field = ibits(flags, 12, 8)
  print *, 'field', field, ' popcnt', popcnt(flags), leadz(flags), trailz(flags)
  w = ishftc(flags, 5)
  print *, 'rotated', w, ishftc(w, -5) == flags, ishftc(flags, 3, 6)

  ! Adler-32 of a text on 32-bit words
  text = 'Wikipedia is a free online encyclopedia'
  print *, 'adler32', adler32(trim(text))
  write (*, '(a, z8.8)') 'adler32 hex ', adler32(trim(text))

  ! xorshift64 on INTEGER(INT64), folded to small numbers
  state = 88172645463325252_int64
  total = 0_int64
  do k = 1, 20
    state = ieor(state, ishft(state, 13))
    state = ieor(state, ishft(state, -7))
    state = ieor(state, ishft(state, 17))
    total = total + iand(state, 1023_int64)
  end do
  print *, 'xorshift', state, total
  x64 = huge(x64)
  print *, 'int64 bits', popcnt(x64), leadz(x64), trailz(ishft(1_int64, 40)), bit_size(x64)
  print *, 'int64 mix', int(b8(6), int64) * int(h16(3), int64) * 1000003_int64
  print *, 'mixed kinds', b8(6) + h16(1), kind(b8(6) + h16(1)), kind(h16(1) * 2_int64)
  print *, 'maskl/maskr', maskr(5), maskl(3, int8), shiftl(3_int16, 4), shiftr(-16, 28)
contains
  integer(int32) function adler32(s)
    character(*), intent(in) :: s
    integer(int32), parameter :: modulus = 65521
    integer(int32) :: a, b, j
    a = 1
    b = 0
    do j = 1, len(s)
      a = mod(a + iachar(s(j:j)), modulus)
      b = mod(b + a, modulus)
    end do
    adler32 = ior(ishft(b, 16), a)
  end function adler32
end program f7_int_kinds_bits
