c Characters: assumed-length dummies (*(*)), substrings passed as arguments and assigned
c through the dummy, LEN inside the callee, padding and truncation on assignment.
      program strasm
      implicit none
      character*12 word
      character*20 line
      character*4 short
      integer n, cnt
      word = 'abcdefghijkl'
      line = 'the quick brown fox'
      call info(word)
      call info(word(3:7))
      call info(line(5:9))
      call info('literal')
      call fill(word(2:4), '*')
      print *, '[', word, ']'
      call fill(line(11:), '-')
      print *, '[', line, ']'
      short = 'xy'
      call info(short)
      call copyin(short, 'a much longer text')
      print *, '[', short, ']'
      call copyin(line(1:3), 'Z')
      print *, '[', line, ']'
      n = cnt(line, '-')
      print *, 'dashes', n, cnt('banana', 'a'), cnt(word(1:1), 'a')
      call twoargs(word(1:6), line(15:20))
      end

      subroutine info(s)
      character*(*) s
      write (*, 10) len(s), len_trim(s), s
 10   format(' len=', i3, ' trim=', i3, ' [', a, ']')
      end

      subroutine fill(s, c)
      character*(*) s
      character c
      integer i
      do 20 i = 1, len(s)
         s(i:i) = c
 20   continue
      end

      subroutine copyin(dst, src)
      character dst*(*), src*(*)
      dst = src
      end

      integer function cnt(s, c)
      character*(*) s
      character*1 c
      integer i
      cnt = 0
      do 30 i = 1, len(s)
         if (s(i:i) .eq. c) cnt = cnt + 1
 30   continue
      end

      subroutine twoargs(a, b)
      character*(*) a, b
      print *, len(a), len(b), a, '|', b, len(a) + len(b)
      end
