! Text processing with character codes: Caesar and Vigenere ciphers through IACHAR and
! ACHAR, round trips, letter frequencies counted into an integer table, palindrome tests
! ignoring case and blanks, and LGE/LLT ordering of mixed-case words.
program text_cipher
  implicit none
  character(len=48) :: plain, enc, dec
  character(len=8) :: key
  character(len=20) :: cand(4)
  integer :: freq(26), i, k, n, c
  plain = 'Attack at dawn, the Quick brown Fox!'
  call caesar(plain, enc, 3)
  call caesar(enc, dec, -3)
  write (*, '(a)') enc(1:len_trim(enc))
  write (*, '(a, l2)') dec(1:len_trim(dec)), dec == plain
  key = 'LEMON'
  call vigenere(plain, enc, key, 1)
  call vigenere(enc, dec, key, -1)
  write (*, '(a)') enc(1:len_trim(enc))
  write (*, '(l2)') dec == plain
  do i = 1, 26
    freq(i) = 0
  end do
  do i = 1, len_trim(plain)
    c = iachar(plain(i:i))
    if (c >= iachar('a') .and. c <= iachar('z')) c = c - 32
    if (c >= iachar('A') .and. c <= iachar('Z')) freq(c - 64) = freq(c - 64) + 1
  end do
  n = 0
  do i = 1, 26
    if (freq(i) > 1) then
      write (*, '(a, i3)') achar(64 + i), freq(i)
      n = n + 1
    end if
  end do
  cand(1) = 'Never odd or even'
  cand(2) = 'A man a plan'
  cand(3) = 'Was it a car'
  cand(4) = 'Step on no pets'
  do k = 1, 4
    write (*, '(a20, l2, 2l2)') cand(k), palin(cand(k)), lge(cand(k), 'S'), llt(cand(k), 'B')
  end do
contains
  subroutine caesar(s, t, shift)
    character(len=*), intent(in) :: s
    character(len=*), intent(out) :: t
    integer, intent(in) :: shift
    integer :: j, code, base
    t = s
    do j = 1, len_trim(s)
      code = iachar(s(j:j))
      base = -1
      if (code >= 65 .and. code <= 90) base = 65
      if (code >= 97 .and. code <= 122) base = 97
      if (base > 0) t(j:j) = achar(base + modulo(code - base + shift, 26))
    end do
  end subroutine caesar

  subroutine vigenere(s, t, kw, dir)
    character(len=*), intent(in) :: s, kw
    character(len=*), intent(out) :: t
    integer, intent(in) :: dir
    integer :: j, m, code, base, kl
    t = s
    kl = len_trim(kw)
    m = 0
    do j = 1, len_trim(s)
      code = iachar(s(j:j))
      base = -1
      if (code >= 65 .and. code <= 90) base = 65
      if (code >= 97 .and. code <= 122) base = 97
      if (base > 0) then
        t(j:j) = achar(base + modulo(code - base + dir * (iachar(kw(mod(m, kl) + 1:mod(m, kl) + 1)) - 65), 26))
        m = m + 1
      end if
    end do
  end subroutine vigenere

  logical function palin(s)
    character(len=*), intent(in) :: s
    character(len=40) :: t
    integer :: j, m, code
    m = 0
    do j = 1, len_trim(s)
      code = iachar(s(j:j))
      if (code == 32) cycle
      if (code >= 97) code = code - 32
      m = m + 1
      t(m:m) = achar(code)
    end do
    palin = .true.
    do j = 1, m / 2
      if (t(j:j) /= t(m + 1 - j:m + 1 - j)) palin = .false.
    end do
  end function palin
end program text_cipher
