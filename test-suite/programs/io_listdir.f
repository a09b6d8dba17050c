c List-directed input from a file the program wrote: repeat counts (3*2.5), null values (,,),
c slash terminators, quoted strings with commas and doubled quotes, LOGICAL values, values spread
c over several lines, a file name built with an internal WRITE.
      program iolist
      implicit none
      integer i, n, m(6)
      double precision v(5)
      character*20 s1, s2
      character*10 fname
      logical l1, l2
      write (fname, '(a,i2.2,a)') 'in', 7, '.txt'
      open (61, file=fname, status='unknown')
      write (61, '(a)') '3  4*2.5 1.0'
      write (61, '(a)') '1, 2,, 4 /'
      write (61, '(a)') '''one, two'' "it''s"'
      write (61, '(a)') 'T .false.'
      write (61, '(a)') '10 20'
      write (61, '(a)') '30'
      write (61, '(a)') '  40 50 60'
      close (61)
      open (61, file=fname, status='old')
      read (61, *) n, v
      print *, n, v
      do 10 i = 1, 6
         m(i) = -1
 10   continue
      read (61, *) m
      print *, m
      read (61, *) s1, s2
      print *, '[', s1, '][', s2, ']'
      read (61, *) l1, l2
      print *, l1, l2
      read (61, *) m
      print *, m
      close (61, status='delete')
      end
