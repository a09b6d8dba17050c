! External CHARACTER functions for char_functions.f90: fixed and assumed (*) result
! lengths, CHARACTER arguments, a result built by an internal write.
character(len=8) function tag(n)
  integer n
  write (tag, '(A,I4.4)') 'tag-', n
end function

character*(*) function stars(n)
  integer n
  integer k
  stars = ' '
  do k = 1, min(n, len(stars))
    stars(k:k) = '*'
  end do
end function

character*10 function upper(s)
  character*(*) s
  integer k, c
  upper = s
  do k = 1, len_trim(upper)
    c = ichar(upper(k:k))
    if (c >= ichar('a') .and. c <= ichar('z')) upper(k:k) = char(c - 32)
  end do
end function
