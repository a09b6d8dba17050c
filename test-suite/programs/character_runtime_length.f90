! TRIM, ADJUSTL, ADJUSTR, REPEAT and concatenations whose length is known only at run time
! (in assignments, I/O lists, IF and DO WHILE conditions, and a loop that would exhaust memory
! if their buffers were not freed).
program ch
  implicit none
  character(len=20) :: a, b
  character(len=12) :: names(3)
  character(len=60) :: line
  integer :: i, n
  a = 'hello'
  b = '   world  '
  print *, '[', trim(a), ']', len(trim(a)), len_trim(b)
  print *, '[', trim(a)//', '//trim(adjustl(b))//'!', ']'
  line = trim(a) // '-' // repeat('ab', 3) // '-' // trim(b)
  print *, '[', line, ']'
  print *, '[', adjustr(a), ']', '[', adjustl(b), ']'
  names(1) = 'x'; names(2) = 'yy'; names(3) = 'zzz'
  line = ''
  do i = 1, 3
    line = trim(line) // trim(names(i)) // ','
  end do
  print *, trim(line)
  n = 4
  print *, repeat('-', n) // '+' // repeat('=', 2*n)
  if (trim(a) // '!' == 'hello!') print *, 'cond ok'
  i = 0
  do while (len(trim(a)//repeat('x', i)) < 9)
    i = i + 1
  end do
  print *, 'while', i
  write (*, '(a)') trim(a) // ' ' // trim(adjustl(b))
  print *, trim('  padded   '), '|', repeat('ab', 2), '|', adjustr('ab  '), '|', adjustl('  ab')
  do i = 1, 100000
    line = trim(a) // repeat('.', mod(i, 7))
  end do
  print *, trim(line)
end program ch
