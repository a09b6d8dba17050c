! List-directed input edge cases read from a file the program writes first: repeat counts
! (3*7), null values (,,) that leave variables unchanged, a slash ending a record's input
! early, quoted strings containing commas and blanks, LOGICAL values in several spellings,
! values spread over several records for one READ, and blank-separated integers.
program io_listdir_edge
  implicit none
  integer :: i, j, k(6), m
  real(8) :: a, b, c
  logical :: l1, l2, l3
  character(len=16) :: s1, s2
  open (41, file='listdir_edge.txt', status='replace')
  write (41, '(a)') '3*7, 2.5 , ''one, two'' /  99 98'
  write (41, '(a)') '1 2 ,, 4'
  write (41, '(a)') '5'
  write (41, '(a)') '10, 20,'
  write (41, '(a)') 'T, .false., .TRUE.  "say ""hi"""'
  write (41, '(a)') '2*, 1.5e1, 3'
  close (41)
  open (41, file='listdir_edge.txt', status='old')
  b = -1
  read (41, *) i, j, k(1), a, s1, b
  write (*, '(3i4, f8.2, 1x, a, f8.2)') i, j, k(1), a, s1, b
  do m = 1, 6
    k(m) = -m
  end do
  read (41, *) k(1), k(2), k(3), k(4), k(5)
  write (*, '(6i4)') k
  read (41, *) i, j
  write (*, '(2i5)') i, j
  read (41, *) l1, l2, l3, s2
  write (*, '(3l2, 1x, a)') l1, l2, l3, s2
  a = 1; b = 2; c = 4
  read (41, *) a, b, c, m
  write (*, '(3f8.2, i4)') a, b, c, m
  close (41, status='delete')
end program io_listdir_edge
