! String utilities for strtools.f90: upper case, reversal, word counting, centring in a field.
subroutine to_upper(s)
  implicit none
  character(len=*) :: s
  integer :: i, c
  do i = 1, len(s)
    c = ichar(s(i:i))
    if (c >= ichar('a') .and. c <= ichar('z')) s(i:i) = char(c - 32)
  end do
end subroutine

subroutine reverse(s)
  implicit none
  character(len=*) :: s
  character :: c
  integer :: i, n
  n = len_trim(s)
  do i = 1, n / 2
    c = s(i:i)
    s(i:i) = s(n + 1 - i:n + 1 - i)
    s(n + 1 - i:n + 1 - i) = c
  end do
end subroutine

integer function nwords(s)
  implicit none
  character(len=*) :: s
  logical :: inword
  integer :: i
  nwords = 0
  inword = .false.
  do i = 1, len(s)
    if (s(i:i) /= ' ') then
      if (.not. inword) nwords = nwords + 1
      inword = .true.
    else
      inword = .false.
    end if
  end do
end function

subroutine centre(src, dst)
  implicit none
  character(len=*) :: src
  character(len=*) :: dst
  integer :: l, pad
  l = len_trim(src)
  dst = ' '
  if (l >= len(dst)) then
    dst = src
  else
    pad = (len(dst) - l) / 2
    dst(pad + 1:pad + l) = src(1:l)
  end if
end subroutine
