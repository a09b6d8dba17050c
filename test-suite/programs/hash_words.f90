! String hashing with 64-bit integer arithmetic: a polynomial rolling hash and djb2 over
! words taken from a sentence, an open-addressing hash table of fixed size with linear
! probing (counting collisions), look-ups of present and absent words, and a rolling-hash
! substring search compared with INDEX.
program hash_words
  implicit none
  integer, parameter :: tsize = 31
  integer(8), parameter :: p = 1000000007_8, base = 131_8
  character(len=10) :: table(tsize), words(20), w
  integer :: used(tsize), i, k, slot, probes, collisions, n
  character(len=80) :: text
  text = 'the cat and the hat sat on a mat while a rat ate the fat bat'
  call split(text, words, n)
  do i = 1, tsize
    used(i) = 0
  end do
  collisions = 0
  do i = 1, n
    slot = int(mod(poly(words(i)), int(tsize, 8))) + 1
    probes = 0
    do while (used(slot) /= 0)
      if (table(slot) == words(i)) exit
      slot = mod(slot, tsize) + 1
      probes = probes + 1
    end do
    collisions = collisions + probes
    if (used(slot) == 0) then
      table(slot) = words(i)
      used(slot) = 1
    else
      used(slot) = used(slot) + 1
    end if
  end do
  write (*, '(a, i3, a, i3)') 'words', n, ' probes', collisions
  do i = 1, tsize
    if (used(i) > 0) write (*, '(i3, 1x, a10, i3, i12)') i, table(i), used(i), djb2(table(i))
  end do
  w = 'rat'
  write (*, '(a, l2)') 'rat present', find(w)
  w = 'dog'
  write (*, '(a, l2)') 'dog present', find(w)
  write (*, '(2i5)') rsearch(text, 'the fat'), index(text, 'the fat')
contains
  integer(8) function poly(s)
    character(len=*), intent(in) :: s
    integer :: j
    poly = 0
    do j = 1, len_trim(s)
      poly = mod(poly * base + iachar(s(j:j)), p)
    end do
  end function poly

  integer(8) function djb2(s)
    character(len=*), intent(in) :: s
    integer :: j
    djb2 = 5381
    do j = 1, len_trim(s)
      djb2 = mod(djb2 * 33 + iachar(s(j:j)), 4294967296_8)
    end do
  end function djb2

  logical function find(s)
    character(len=*), intent(in) :: s
    integer :: sl
    sl = int(mod(poly(s), int(tsize, 8))) + 1
    find = .false.
    do while (used(sl) /= 0)
      if (table(sl) == s) then
        find = .true.
        exit
      end if
      sl = mod(sl, tsize) + 1
    end do
  end function find

  integer function rsearch(s, pat)
    character(len=*), intent(in) :: s, pat
    integer(8) :: hp, hs, pw
    integer :: m, j
    m = len(pat)
    hp = poly(pat)
    hs = 0
    pw = 1
    do j = 1, m - 1
      pw = mod(pw * base, p)
    end do
    rsearch = 0
    do j = 1, len(s)
      if (j > m) hs = mod(hs - iachar(s(j - m:j - m)) * pw + p * base, p)
      hs = mod(hs * base + iachar(s(j:j)), p)
      if (j >= m .and. hs == hp) then
        if (s(j - m + 1:j) == pat) then
          rsearch = j - m + 1
          return
        end if
      end if
    end do
  end function rsearch

  subroutine split(s, out, cnt)
    character(len=*), intent(in) :: s
    character(len=*), intent(out) :: out(*)
    integer, intent(out) :: cnt
    integer :: j, st
    cnt = 0
    st = 0
    do j = 1, len_trim(s) + 1
      if (j <= len_trim(s)) then
        if (s(j:j) /= ' ') then
          if (st == 0) st = j
          cycle
        end if
      end if
      if (st > 0) then
        cnt = cnt + 1
        out(cnt) = s(st:j - 1)
        st = 0
      end if
    end do
  end subroutine split
end program hash_words
