! Roman numerals both ways: integer to numeral by a table of values and symbols held in
! CHARACTER arrays (DATA), the numeral built by substring assignment at a moving
! position, parsing back with SELECT CASE on single characters and the subtractive rule,
! round trips for a range of years, and validation of malformed strings.
program roman_numerals
  implicit none
  integer :: vals(13), n, k, bad
  character(len=2) :: syms(13)
  character(len=16) :: r
  character(len=8) :: tests(5)
  data vals /1000, 900, 500, 400, 100, 90, 50, 40, 10, 9, 5, 4, 1/
  data syms /'M', 'CM', 'D', 'CD', 'C', 'XC', 'L', 'XL', 'X', 'IX', 'V', 'IV', 'I'/
  data tests /'XLII', 'MCMXCIV', 'IIII', 'MMXXVI', 'XIZ'/
  do n = 1, 3999, 397
    call to_roman(n, r)
    write (*, '(i5, 1x, a16, i6)') n, r, from_roman(r)
  end do
  bad = 0
  do n = 1, 3999
    call to_roman(n, r)
    if (from_roman(r) /= n) bad = bad + 1
  end do
  write (*, '(a, i5)') 'round-trip failures', bad
  do k = 1, 5
    n = from_roman(tests(k))
    call to_roman(max(n, 1), r)
    write (*, '(a8, i6, l3)') tests(k), n, r == tests(k)
  end do
contains
  subroutine to_roman(num, out)
    integer, intent(in) :: num
    character(len=*), intent(out) :: out
    integer :: left, i, pos, l
    out = ' '
    left = num
    pos = 1
    do i = 1, 13
      do while (left >= vals(i))
        l = len_trim(syms(i))
        out(pos:pos + l - 1) = syms(i)(1:l)
        pos = pos + l
        left = left - vals(i)
      end do
    end do
  end subroutine to_roman

  integer function digit(c)
    character(len=1), intent(in) :: c
    select case (c)
    case ('I')
      digit = 1
    case ('V')
      digit = 5
    case ('X')
      digit = 10
    case ('L')
      digit = 50
    case ('C')
      digit = 100
    case ('D')
      digit = 500
    case ('M')
      digit = 1000
    case default
      digit = -1
    end select
  end function digit

  integer function from_roman(s)
    character(len=*), intent(in) :: s
    integer :: i, d, nxt
    from_roman = 0
    do i = 1, len_trim(s)
      d = digit(s(i:i))
      if (d < 0) then
        from_roman = -1
        return
      end if
      nxt = 0
      if (i < len_trim(s)) nxt = digit(s(i + 1:i + 1))
      if (nxt > d) then
        from_roman = from_roman - d
      else
        from_roman = from_roman + d
      end if
    end do
  end function from_roman
end program roman_numerals
