! A string utility module whose functions return deferred-length CHARACTER results
! (`character(:), allocatable`): upper-casing, an integer and a fixed-point number rendered
! without blanks, joining words with a separator, repeating a pattern, a left-padded field;
! used in assignments, PRINT lists, concatenations of two results and as arguments, and an
! INTENT(OUT) deferred-length dummy that is deallocated on entry.
module strutil
  implicit none
contains
  function to_upper(s) result(r)
    character(*), intent(in) :: s
    character(len=:), allocatable :: r
    integer :: i, c
    r = s
    do i = 1, len(r)
      c = iachar(r(i:i))
      if (c >= iachar('a') .and. c <= iachar('z')) r(i:i) = achar(c - 32)
    end do
  end function to_upper

  function itoa(n)
    integer, intent(in) :: n
    character(len=:), allocatable :: itoa
    character(len=24) :: buf
    write (buf, '(I0)') n
    itoa = trim(buf)
  end function itoa

  function ftoa(x) result(text)
    real(8), intent(in) :: x
    character(:), allocatable :: text
    character(len=40) :: buf
    write (buf, '(F0.3)') x
    text = trim(adjustl(buf))
  end function ftoa

  function join(words, n, sep) result(line)
    character(*), intent(in) :: words(:)
    integer, intent(in) :: n
    character(*), intent(in) :: sep
    character(len=:), allocatable :: line
    integer :: i
    line = ''
    do i = 1, n
      if (i > 1) line = line // sep
      line = line // trim(words(i))
    end do
  end function join

  function repeated(pattern, times) result(r)
    character(*), intent(in) :: pattern
    integer, intent(in) :: times
    character(len=:), allocatable :: r
    integer :: k
    allocate (character(len=len(pattern) * times) :: r)
    do k = 0, times - 1
      r(k * len(pattern) + 1:(k + 1) * len(pattern)) = pattern
    end do
  end function repeated

  function padded(s, width) result(r)
    character(*), intent(in) :: s
    integer, intent(in) :: width
    character(len=:), allocatable :: r
    if (len(s) >= width) then
      r = s
    else
      r = repeat(' ', width - len(s)) // s
    end if
  end function padded

  subroutine describe(n, text)
    integer, intent(in) :: n
    character(len=:), allocatable, intent(out) :: text
    if (allocated(text)) then
      text = 'still allocated'
      return
    end if
    if (mod(n, 2) == 0) then
      text = 'even ' // itoa(n)
    else
      text = 'odd ' // itoa(n) // ' (' // itoa(n * n) // ')'
    end if
  end subroutine describe
end module strutil

program dl2_strutil
  use strutil
  implicit none
  character(len=10) :: names(5)
  character(len=:), allocatable :: line, label
  real(8) :: values(5)
  integer :: i, total, checksum

  names = [character(len=10) :: 'alpha', 'beta', 'gamma', 'delta', 'epsilon']
  do i = 1, 5
    values(i) = 1.5d0 * i * i - 0.25d0 * i
  end do

  line = join(names, 5, ', ')
  print *, 'joined: [', line, '] len =', len(line)
  print *, to_upper(line)
  print *, 'upper of join has length', len(to_upper(join(names, 3, '-')))

  total = 0
  do i = 1, 5
    label = to_upper(trim(names(i))) // '=' // ftoa(values(i))
    print '(A)', label
    total = total + len(label)
  end do
  print *, 'total label length', total

  print *, itoa(12345) // '/' // itoa(-678)
  print *, '[' // padded(itoa(42), 6) // '][' // padded('toolong', 3) // ']'
  print *, repeated('=-', 7), len(repeated('ab', 11))

  checksum = 0
  do i = -20, 20, 7
    line = itoa(i * 37)
    checksum = checksum + len(line) * 100 + iachar(line(1:1))
  end do
  print *, 'checksum', checksum

  label = 'will be dropped'
  call describe(7, label)
  print *, label, len(label)
  call describe(10, label)
  print *, label, len(label)
  if (itoa(99) == '99' .and. to_upper('mixed Case') == 'MIXED CASE') print *, 'compare ok'
end program dl2_strutil
