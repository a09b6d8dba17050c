! A tokenizer for arithmetic assignments: `next_token` returns each token as a
! deferred-length CHARACTER result, the tokens are kept as records built by a structure
! constructor with a deferred-length component, and a deferred-length pointer views the
! current token in place in the source line (a substring target). Identifiers are counted
! in a small symbol table, numbers summed, and the token stream printed back.
module lexer
  implicit none
  integer, parameter :: t_ident = 1, t_number = 2, t_op = 3, t_paren = 4
  type token
    character(len=:), allocatable :: text
    integer :: kind = 0
    integer :: column = 0
  end type token
contains
  logical function is_letter(c)
    character, intent(in) :: c
    is_letter = (c >= 'a' .and. c <= 'z') .or. (c >= 'A' .and. c <= 'Z') .or. c == '_'
  end function is_letter

  logical function is_digit(c)
    character, intent(in) :: c
    is_digit = c >= '0' .and. c <= '9'
  end function is_digit

  ! The token starting at or after `pos` (blanks skipped); `pos` moves past it and `first`
  ! is its column. An empty result at the end of the line.
  function next_token(line, pos, first) result(tok)
    character(*), intent(in) :: line
    integer, intent(inout) :: pos
    integer, intent(out) :: first
    character(len=:), allocatable :: tok
    integer :: n
    n = len_trim(line)
    do while (pos <= n)
      if (line(pos:pos) /= ' ') exit
      pos = pos + 1
    end do
    first = pos
    if (pos > n) then
      tok = ''
      return
    end if
    if (is_letter(line(pos:pos))) then
      do while (pos <= n)
        if (.not. (is_letter(line(pos:pos)) .or. is_digit(line(pos:pos)))) exit
        pos = pos + 1
      end do
    else if (is_digit(line(pos:pos)) .or. line(pos:pos) == '.') then
      do while (pos <= n)
        if (.not. (is_digit(line(pos:pos)) .or. line(pos:pos) == '.')) exit
        pos = pos + 1
      end do
    else if (pos < n .and. line(pos:min(pos + 1, n)) == '**') then
      pos = pos + 2
    else
      pos = pos + 1
    end if
    tok = line(first:pos - 1)
  end function next_token

  integer function classify(t) result(k)
    character(*), intent(in) :: t
    if (is_letter(t(1:1))) then
      k = t_ident
    else if (is_digit(t(1:1)) .or. t(1:1) == '.') then
      k = t_number
    else if (t == '(' .or. t == ')') then
      k = t_paren
    else
      k = t_op
    end if
  end function classify
end module lexer

program tokenize
  use lexer
  implicit none
  character(len=72), target :: lines(4)
  type(token) :: toks(200)
  character(len=:), allocatable :: t
  character(len=:), pointer :: here
  character(len=16) :: names(20)
  integer :: counts(20)
  integer :: ntok, nnames, i, j, l, pos, col, depth, kinds(4)
  real :: number_sum, v

  lines(1) = 'x = 2.5*y + 3'
  lines(2) = 'energy=0.5 * mass * vel**2'
  lines(3) = 'y  = (x - 1) / (x + 1)'
  lines(4) = 'total = total + energy*dt'
  ntok = 0
  do l = 1, size(lines)
    pos = 1
    do
      t = next_token(lines(l), pos, col)
      if (len(t) == 0) exit
      ntok = ntok + 1
      toks(ntok) = token(t, classify(t), col + 100 * l)
      here => lines(l)(col:pos - 1)
      if (here /= toks(ntok)%text) print *, 'view mismatch at', l, col
    end do
  end do
  print '(a,i0)', 'tokens: ', ntok

  ! The stream printed back, one line per source line, tokens separated by '|'.
  l = 0
  do i = 1, ntok
    if (toks(i)%column / 100 /= l) then
      if (l > 0) write (*, '(a)') ''
      l = toks(i)%column / 100
      write (*, '(i0,a)', advance='no') l, ':'
    end if
    write (*, '(a,a)', advance='no') '|', toks(i)%text
  end do
  write (*, '(a)') '|'

  ! Identifier counts, numbers summed, kinds tallied, parentheses balanced.
  nnames = 0
  number_sum = 0
  kinds = 0
  depth = 0
  do i = 1, ntok
    kinds(toks(i)%kind) = kinds(toks(i)%kind) + 1
    select case (toks(i)%kind)
    case (t_ident)
      do j = 1, nnames
        if (names(j) == toks(i)%text) exit
      end do
      if (j > nnames) then
        nnames = nnames + 1
        names(nnames) = toks(i)%text
        counts(nnames) = 0
      end if
      counts(j) = counts(j) + 1
    case (t_number)
      read (toks(i)%text, *) v
      number_sum = number_sum + v
    case (t_paren)
      if (toks(i)%text == '(') then
        depth = depth + 1
      else
        depth = depth - 1
      end if
    end select
  end do
  do j = 1, nnames
    print '(a,1x,i0)', trim(names(j)), counts(j)
  end do
  print '(a,4(1x,i0))', 'kinds:', kinds
  print '(a,f8.3,a,i0)', 'sum of numbers:', number_sum, ' depth: ', depth

  ! The longest token, and the average length of the operator tokens.
  j = 1
  do i = 2, ntok
    if (len(toks(i)%text) > len(toks(j)%text)) j = i
  end do
  print '(3a,i0)', 'longest: ', toks(j)%text, ' at ', toks(j)%column
  l = 0
  do i = 1, ntok
    if (toks(i)%kind == t_op) l = l + len(toks(i)%text)
  end do
  print '(a,i0,a,i0)', 'operator chars: ', l, ' of ', kinds(t_op)
end program tokenize
