! Text handling as in input-deck readers and report generators: ADJUSTL/ADJUSTR, REPEAT,
! SCAN/VERIFY/INDEX with BACK=, LEN/LEN_TRIM, ACHAR/IACHAR case folding, lexical
! comparisons LGE/LGT/LLE/LLT, substrings of array elements, character arrays with
! elemental intrinsics, centring and right-justified columns, and a Caesar/ROT13 pass.
program f7_char_intrinsics
  implicit none
  character(len=12) :: names(5), padded
  character(len=31) :: padded31
  character(len=60) :: card, upper, rot
  character(len=*), parameter :: digits = '0123456789'
  integer :: i, p, q, nfields, starts(10), ends(10)

  names = [character(len=12) :: '  oxygen', 'Hydrogen  ', '   neon   ', 'argon', ' Xe']
  do i = 1, size(names)
    write (*, '(4a, 2i4)') '[', adjustl(names(i)), '] [', adjustr(names(i)) // ']', &
         len_trim(names(i)), len_trim(adjustl(names(i)))
  end do
  print *, 'trim lens', len_trim(names), len(names)
  print '(a)', repeat('=-', 15) // repeat('!', 3)
  call center('Summary', padded31)
  print '(a)', padded31

  ! case folding with ACHAR/IACHAR
  card = 'Run_ID = 42, mesh=fine; Solver: CG  tol=1.0e-8 !comment'
  upper = card
  do i = 1, len_trim(upper)
    if (lge(upper(i:i), 'a') .and. lle(upper(i:i), 'z')) &
         upper(i:i) = achar(iachar(upper(i:i)) - 32)
  end do
  print '(a)', trim(upper)

  ! tokenize on separators with SCAN and VERIFY
  p = index(card, '!')
  if (p > 0) card(p:) = ' '
  nfields = 0
  q = 1
  do
    p = verify(card(q:), ' ,;=:')
    if (p == 0) exit
    q = q + p - 1
    p = scan(card(q:), ' ,;=:')
    if (p == 0) p = len(card(q:)) + 1
    nfields = nfields + 1
    starts(nfields) = q
    ends(nfields) = q + p - 2
    q = q + p - 1
    if (q > len_trim(card)) exit
  end do
  print *, 'fields', nfields
  do i = 1, nfields
    write (*, '(i3, 2i4, 1x, a, t30, l1, i3)') i, starts(i), ends(i), card(starts(i):ends(i)), &
         verify(card(starts(i):ends(i)), digits) == 0, scan(card(starts(i):ends(i)), '.e')
  end do
  print *, 'index back', index(card, 'e', back=.true.), scan(card, 'xyz', back=.true.), &
       verify(card, 'R', back=.true.), index(card, 'mesh')

  ! lexical ordering of the element names, a simple selection sort
  do i = 1, size(names)
    names(i) = adjustl(names(i))
  end do
  do i = 1, size(names) - 1
    p = i
    do q = i + 1, size(names)
      if (llt(names(q), names(p))) p = q
    end do
    if (p /= i) then
      padded = names(i)
      names(i) = names(p)
      names(p) = padded
    end if
  end do
  print '(5(a, 1x))', (trim(names(i)), i = 1, 5)
  print *, 'compare', lgt('abc', 'abd'), 'abc' < 'abcd', 'ab ' == 'ab', llt('Z', 'a')
  print *, 'substr', names(2)(2:4), names(3)(1:1) // names(4)(len_trim(names(4)):)

  rot = 'The Quick Brown Fox, 2024!'
  call rot13(rot)
  print '(a)', trim(rot)
  call rot13(rot)
  print '(a)', trim(rot)
  print *, 'iachar', iachar('A'), iachar(' '), achar(126), achar(48 + 7)
contains
  subroutine center(s, out)
    character(*), intent(in) :: s
    character(*), intent(out) :: out
    integer :: lead, width
    width = len(out)
    lead = (width - len_trim(s)) / 2
    out = repeat(' ', lead) // trim(s)
    out(1:1) = '|'
    out(width:width) = '|'
  end subroutine center

  subroutine rot13(s)
    character(*), intent(inout) :: s
    integer :: j, c
    do j = 1, len(s)
      c = iachar(s(j:j))
      if (c >= iachar('a') .and. c <= iachar('z')) then
        s(j:j) = achar(mod(c - iachar('a') + 13, 26) + iachar('a'))
      else if (c >= iachar('A') .and. c <= iachar('Z')) then
        s(j:j) = achar(mod(c - iachar('A') + 13, 26) + iachar('A'))
      end if
    end do
  end subroutine rot13
end program f7_char_intrinsics
