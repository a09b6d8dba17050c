! CHARACTER semantics that depend on lengths: blank padding in assignment and comparison
! ('ab' == 'ab   '), truncation on assignment, concatenation of constant-length pieces
! (variables, substrings and literals), LEN versus LEN_TRIM, INDEX and a backward search,
! manual right justification, CHARACTER arrays initialised by DATA, and LLT/LGT ordering.
program char_padding
  implicit none
  character(len=3) :: short
  character(len=8) :: long, right
  character(len=12) :: joined
  character(len=5) :: names(4)
  integer :: i, k, n
  data names /'delta', 'alpha', 'gamma', 'beta'/
  short = 'abcdef'
  long = 'ab'
  write (*, '(a, a, a)') '[', short, ']'
  write (*, '(a, a, a)') '[', long, ']'
  write (*, '(3l2)') long == 'ab', 'ab' == long(1:2), long .eq. 'ab      '
  write (*, '(2i4)') len(long), len_trim(long)
  joined = short // '-' // long(1:2) // '-' // names(1)
  write (*, '(a, a, a)') '[', joined, ']'
  joined = names(2)(1:1) // names(3)(1:1) // names(4)(2:3) // short
  write (*, '(a, a, a)') '[', joined, ']'
  long = 'a.b.c.d'
  k = 0
  do i = len(long), 1, -1
    if (long(i:i) == '.') then
      k = i
      exit
    end if
  end do
  write (*, '(3i4)') index(long, '.'), k, index(long, 'x')
  long = 'word'
  n = len_trim(long)
  right = ' '
  right(8 - n + 1:8) = long(1:n)
  write (*, '(a, a, a)') '[', right, ']'
  k = 0
  do i = 1, 8
    if (right(i:i) /= ' ') exit
    k = k + 1
  end do
  write (*, '(a, i3)') 'leading blanks', k
  do i = 1, 4
    write (*, '(a, 2l2, i3)') names(i), llt(names(i), 'c'), lgt(names(i), 'beta'), len_trim(names(i))
  end do
  short = names(4)
  write (*, '(l2, a, a)') short == 'bet', ' ', short
end program char_padding
