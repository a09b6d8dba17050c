! dvmh-test: files=lib/char_func_lib.f90
! CHARACTER functions: external ones of another file (fixed length, assumed length (*)
! taking the caller's declared length, CHARACTER dummies), module and internal ones, used
! in expressions, concatenations, comparisons, assignments, I/O lists and as arguments.
module names
  implicit none
contains
  character(len=5) function pad5(s)
    character(len=*), intent(in) :: s
    pad5 = s
  end function

  function greet(who) result(g)
    character(len=*), intent(in) :: who
    character(len=16) :: g
    g = 'hello, ' // who
  end function
end module

program charfun
  use names
  implicit none
  character(len=8) tag
  character(len=6) stars
  character*10 upper
  external tag, stars, upper
  character(len=20) line
  character(len=3) short
  integer i
  do i = 1, 3
    print '(A,"|",A,"|")', tag(i * 11), stars(i + 2)
  end do
  line = upper('mixed Case') // '!'
  print '(A)', line
  short = tag(5)
  print '(A)', short
  print '(A)', pad5('abcdefgh') // pad5('x') // '.'
  print '(A)', trim(greet('world')) // '?'
  if (tag(1) == 'tag-0001') print *, 'equal'
  if (upper('b') > upper('a')) print *, 'ordered'
  print *, len(tag(2)), len(stars(1)), len_trim(stars(2)), index(tag(42), '42')
  call show(tag(7))
  print '(A)', twice('ab') // twice('xyz')
contains
  subroutine show(s)
    character(len=*) s
    print '(A,I3)', s, len(s)
  end subroutine

  character(len=6) function twice(s)
    character(len=*) s
    twice = s // s
  end function
end program
