c Internal files: numbers written into strings with I, F, E and A edit descriptors, file-like
c names built from a counter, list-directed and formatted READ from strings, integer parsing.
      program strio
      implicit none
      character*16 buf
      character*40 line
      character*12 fname
      integer i, n, k(3), ios
      real x, y
      double precision d
      do 10 i = 1, 3
         write (fname, '(a,i3.3,a)') 'out', i * 7, '.dat'
         print *, '[', fname, ']'
 10   continue
      n = 1234
      write (buf, '(i5)') n
      print *, '[', buf, ']'
      write (buf, '(f10.3)') 3.14159
      print *, '[', buf, ']'
      write (buf, '(e14.6)') -1.0d-3
      print *, '[', buf, ']'
      write (buf, '(i2,a,i2)') 7, ':', 45
      print *, '[', buf(1:5), ']'
      buf = '   42  '
      read (buf, *) n
      print *, n + 1
      buf = '2.5 -0.75'
      read (buf, *) x, y
      print *, x * y
      line = ' 10, 20, 30  extra'
      read (line, *) k
      print *, k(1) + k(2) + k(3)
      line = '123456789'
      read (line, '(i3,i2,i4)') k
      print *, k
      line = '   1.5d2'
      read (line, *) d
      print *, d
      line = '  12.345'
      read (line, '(f8.0)') x
      print *, x
      line = 'abc'
      read (line, *, iostat=ios) n
      print *, 'bad integer gives iostat > 0:', ios .gt. 0
      write (line, 20) 'pi', 3.14159265d0, 'e', 2.718281828d0
 20   format(a, '=', f8.5, '; ', a, '=', f8.5)
      print *, line
      end
