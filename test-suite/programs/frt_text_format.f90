! A text-formatting module for report tables: functions whose CHARACTER result length
! depends on the actual arguments (CHARACTER(LEN=N), LEN(S), 2*LEN_TRIM(S)) as module
! procedures and internal procedures, used in expressions, concatenations, comparisons,
! PRINT and WRITE lists, as actual arguments and inside loops over a table of names.
module text_format
  implicit none
  private
  public :: pad_right, pad_left, centre, reversed, doubled, spaced, ruler
contains
  function pad_right(s, width) result(r)
    character(len=*), intent(in) :: s
    integer, intent(in) :: width
    character(len=width) :: r
    r = s
  end function pad_right

  function pad_left(s, width) result(r)
    character(len=*), intent(in) :: s
    integer, intent(in) :: width
    character(len=width) :: r
    integer :: n
    n = len_trim(s)
    r = ' '
    if (n >= width) then
      r = s(n - width + 1:n)
    else
      r(width - n + 1:) = s(1:n)
    end if
  end function pad_left

  function centre(s, width) result(r)
    character(len=*), intent(in) :: s
    integer, intent(in) :: width
    character(len=width) :: r
    integer :: n, left
    n = len_trim(adjustl(s))
    left = max(0, (width - n) / 2)
    r = repeat(' ', left) // adjustl(s)
  end function centre

  function reversed(s) result(r)
    character(len=*), intent(in) :: s
    character(len=len(s)) :: r
    integer :: i, n
    n = len(s)
    do i = 1, n
      r(i:i) = s(n - i + 1:n - i + 1)
    end do
  end function reversed

  function doubled(s) result(r)
    character(len=*), intent(in) :: s
    character(len=2*len_trim(s)) :: r
    integer :: i, n
    n = len_trim(s)
    do i = 1, n
      r(2*i-1:2*i) = s(i:i) // s(i:i)
    end do
  end function doubled

  ! Letters separated by one blank: 2*n-1 characters for n letters.
  function spaced(s) result(r)
    character(len=*), intent(in) :: s
    character(len=max(1, 2*len_trim(s) - 1)) :: r
    integer :: i
    r = s(1:1)
    do i = 2, len_trim(s)
      r(2*i-2:2*i-1) = ' ' // s(i:i)
    end do
  end function spaced

  function ruler(width, mark) result(r)
    integer, intent(in) :: width
    character, intent(in) :: mark
    character(len=width) :: r
    integer :: i
    do i = 1, width
      if (mod(i, 5) == 0) then
        r(i:i) = mark
      else
        r(i:i) = '-'
      end if
    end do
  end function ruler
end module text_format

program report
  use text_format
  implicit none
  character(len=10) :: names(5)
  real :: values(5)
  character(len=60) :: line
  integer :: i, w, total
  names = [character(len=10) :: 'alpha', 'beta', 'gamma', 'delta', 'epsilon']
  values = [1.5, 22.25, 333.125, 4.0, 55.5]

  print '(a)', '|' // centre('REPORT', 30) // '|'
  print '(a)', ruler(30, '+')
  do i = 1, 5
    w = 4 + i
    line = pad_right(names(i), 9) // ':' // pad_left(trim(names(i)), w) // '|'
    write (*, '(a, f10.3, i4)') trim(line), values(i), len(pad_left(names(i), w))
  end do

  print '(a)', '[' // reversed('stressed') // '] [' // reversed(trim(names(2))) // ']'
  print '(a, i3)', doubled('abc  '), len(doubled('abc  '))
  print '(a, i3)', spaced('SCALE'), len(spaced('SCALE'))
  print *, len(reversed(names(5))), len(centre('x', 17)), len(ruler(0, '*'))

  total = 0
  do i = 1, 5
    total = total + checksum(doubled(names(i))) + len(spaced(trim(names(i))))
  end do
  print *, 'checksum', total

  if (pad_right('abc', 6) == 'abc') print *, 'blank-padded comparison holds'
  if (reversed('level') == 'level') print *, 'palindrome'
  call show(boxed(trim(names(3))))
  call show(boxed(pad_right('', 3)))
  line = boxed(reversed('dvm')) // '&' // doubled('xy')
  print '(3a)', '<', trim(line), '>'

contains

  ! Two characters wider than its argument.
  function boxed(s) result(r)
    character(len=*), intent(in) :: s
    character(len=len(s) + 2) :: r
    r = '[' // s // ']'
  end function boxed

  integer function checksum(s)
    character(len=*), intent(in) :: s
    integer :: k
    checksum = 0
    do k = 1, len(s)
      checksum = mod(checksum * 31 + ichar(s(k:k)) * k, 100003)
    end do
  end function checksum

  subroutine show(s)
    character(len=*), intent(in) :: s
    print '(a, i0, 3a)', 'len ', len(s), ' "', s, '"'
  end subroutine show
end program report
