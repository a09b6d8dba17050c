! Deferred-length CHARACTER scalars as a tokenizer uses them: a line split into words at
! blanks and punctuation, the words joined back with separators in a growing string
! (`s = s // trim(w) // ','`), a reversed sentence, upper-cased tokens built through an
! automatic-length work buffer, and the lengths and checksums of everything built.
module tokens
  implicit none
  character(len=:), allocatable :: joined
contains
  logical function is_sep(c)
    character, intent(in) :: c
    is_sep = c == ' ' .or. c == ',' .or. c == '.' .or. c == ';'
  end function is_sep

  ! The next token of `line` from position `pos`: returned in `tok`, `pos` past it.
  subroutine next_token(line, pos, tok)
    character(*), intent(in) :: line
    integer, intent(inout) :: pos
    character(len=:), allocatable, intent(inout) :: tok
    integer :: first
    do while (pos <= len(line))
      if (.not. is_sep(line(pos:pos))) exit
      pos = pos + 1
    end do
    first = pos
    do while (pos <= len(line))
      if (is_sep(line(pos:pos))) exit
      pos = pos + 1
    end do
    tok = line(first:pos - 1)
  end subroutine next_token

  subroutine upper(s)
    character(*), intent(inout) :: s
    character(len=len(s)) :: work
    integer :: i, c
    work = s
    do i = 1, len(work)
      c = iachar(work(i:i))
      if (c >= iachar('a') .and. c <= iachar('z')) work(i:i) = achar(c - 32)
    end do
    s = work
  end subroutine upper

  integer function checksum(s)
    character(*), intent(in) :: s
    integer :: i
    checksum = 0
    do i = 1, len(s)
      checksum = mod(checksum * 31 + iachar(s(i:i)), 1000003)
    end do
  end function checksum
end module tokens

program dl_tokenizer
  use tokens
  implicit none
  character(len=:), allocatable :: tok, reversed, longest
  character(len=*), parameter :: text = &
    'The quick brown fox, jumps over the lazy dog; then rests.  Done'
  integer :: pos, ntok, total

  pos = 1
  ntok = 0
  total = 0
  joined = ''
  reversed = ''
  longest = ''
  do
    call next_token(text, pos, tok)
    if (len(tok) == 0) exit
    ntok = ntok + 1
    total = total + len(tok)
    if (len(tok) > len(longest)) longest = tok
    call upper(tok)
    joined = joined // trim(tok) // ','
    if (ntok == 1) then
      reversed = tok
    else
      reversed = tok // ' ' // reversed
    end if
  end do
  ! Drop the last separator.
  joined = joined(1:len(joined) - 1)
  print *, 'tokens', ntok, 'letters', total
  print '(a)', joined
  print '(a,i0,a)', 'joined has ', len(joined), ' characters'
  print '(a)', reversed
  print *, 'longest [', longest, ']', len(longest)
  print *, 'checksums', checksum(joined), checksum(reversed)
  print *, 'first comma at', index(joined, ','), 'last at', index(joined, ',', back=.true.)
  print *, 'ordered', joined < reversed, llt(longest, 'quick')
  deallocate(tok)
  print *, allocated(tok), allocated(joined)
end program dl_tokenizer
