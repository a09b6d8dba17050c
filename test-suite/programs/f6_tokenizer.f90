! Character processing: a tokenizer splitting an expression into numbers, names and
! operators, word reversal and string reversal, case conversion with IACHAR arithmetic,
! palindromes, counting with INDEX/SCAN/VERIFY, and a run-length encoder appending to a
! fixed buffer.
module f6_strings
  implicit none
contains
  pure function upper(s) result(u)
    character(*), intent(in) :: s
    character(len=60) :: u
    integer :: i, c
    do i = 1, len(s)
      c = iachar(s(i:i))
      if (c >= iachar('a') .and. c <= iachar('z')) c = c - 32
      u(i:i) = achar(c)
    end do
    u(len(s) + 1:) = ' '
  end function
  pure function reverse(s) result(r)
    character(*), intent(in) :: s
    character(len=60) :: r
    integer :: i, n
    n = len(s)
    r = ' '
    do i = 1, n
      r(i:i) = s(n - i + 1:n - i + 1)
    end do
  end function
  logical function palindrome(s)
    character(*), intent(in) :: s
    character(len=60) :: t
    integer :: i, k
    k = 0
    t = ' '
    do i = 1, len_trim(s)
      if (verify(s(i:i), 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ') == 0) then
        k = k + 1
        t(k:k) = upper(s(i:i))
      end if
    end do
    palindrome = t(1:k) == reverse(t(1:k))
  end function
  subroutine tokenize(expr, ntok, toks, kinds)
    character(*), intent(in) :: expr
    integer, intent(out) :: ntok
    character(len=12), intent(out) :: toks(:)
    character(len=1), intent(out) :: kinds(:)
    integer :: i, j, n
    character(len=*), parameter :: digits = '0123456789.', &
      letters = 'abcdefghijklmnopqrstuvwxyz_'
    ntok = 0
    n = len_trim(expr)
    i = 1
    do while (i <= n)
      if (expr(i:i) == ' ') then
        i = i + 1
        cycle
      end if
      ntok = ntok + 1
      if (index(digits, expr(i:i)) > 0) then
        j = verify(expr(i:n), digits)
        if (j == 0) then
          j = n + 1
        else
          j = i + j - 1
        end if
        kinds(ntok) = 'N'
      else if (scan(expr(i:i), letters) > 0) then
        j = verify(expr(i:n), letters // digits)
        if (j == 0) then
          j = n + 1
        else
          j = i + j - 1
        end if
        kinds(ntok) = 'I'
      else if (i < n .and. expr(i:i + 1) == '**') then
        j = i + 2
        kinds(ntok) = 'O'
      else
        j = i + 1
        kinds(ntok) = 'O'
      end if
      toks(ntok) = expr(i:j - 1)
      i = j
    end do
  end subroutine
  function rle(s) result(r)
    character(*), intent(in) :: s
    character(len=40) :: r
    character(len=12) :: num
    integer :: i, run
    r = ''
    i = 1
    do while (i <= len(s))
      run = 1
      do while (i + run <= len(s))
        if (s(i + run:i + run) /= s(i:i)) exit
        run = run + 1
      end do
      if (run > 1) then
        write (num, '(i0)') run
        r = trim(r) // trim(num) // s(i:i)
      else
        r = trim(r) // s(i:i)
      end if
      i = i + run
    end do
  end function
end module f6_strings

program f6_tokenizer
  use f6_strings
  implicit none
  character(len=60) :: line
  character(len=12) :: toks(40)
  character(len=1) :: kinds(40)
  character(len=80) :: words
  character(len=40) :: enc
  integer :: n, i, p, q, nw
  line = 'alpha_1 = 3.25*x**2 + (beta - 17)/gamma2'
  call tokenize(line, n, toks, kinds)
  write (*, '(a, i0)') 'tokens ', n
  write (*, '(*(a, "[", a, "] "))') (kinds(i), trim(toks(i)), i = 1, n)
  write (*, '(a)') trim(upper(trim(line)))
  write (*, '(a)') '"' // trim(reverse(trim(line))) // '"'
  write (*, '(3l2)') palindrome('A man, a plan, a canal: Panama'), palindrome('Fortran'), &
    palindrome('Was it a car or a cat I saw')
  words = 'the quick brown fox jumps over the lazy dog'
  nw = 0
  line = ''
  q = len_trim(words)
  do while (q > 0)
    p = index(words(1:q), ' ', back=.true.)
    nw = nw + 1
    if (nw == 1) then
      line = words(p + 1:q)
    else
      line = trim(line) // ' ' // words(p + 1:q)
    end if
    q = len_trim(words(1:max(p - 1, 0)))
  end do
  write (*, '(i0, 1x, a)') nw, trim(line)
  write (*, '(a, i0, 1x, i0, 1x, i0)') 'counts ', index(words, 'the'), &
    index(words, 'the', back=.true.), scan(words, 'xyz')
  enc = rle('aaabccddddde' // repeat('z', 12) // 'qq')
  write (*, '(a, 1x, i0)') trim(enc), len_trim(enc)
  write (*, '(a)') adjustr(line(1:20)) // '|' // adjustl('    left') // '|'
  write (*, '(i0, 1x, a)') len_trim(repeat('ab ', 5)), repeat('-=', 10)
end program f6_tokenizer
