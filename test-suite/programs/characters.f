c Characters: named constants, variables, arrays of strings, assumed-length dummies,
c substrings (read and assigned), concatenation, comparison and the character intrinsics.
      program chars
      implicit none
      character*11 ctime
      parameter (ctime = '24 Nov 2026')
      character class
      character*8 names(3)
      character*(*) greet
      parameter (greet = 'hello')
      character*15 size
      character*20 buf
      integer i, j, n
      class = 'S'
      names(1) = 'total'
      names(2) = 'rhs-longer-than-eight'
      names(3) = 'x'
      size = 'abc.'
      j = 4
      if (size(j:j) .eq. '.') then
         size(j:j) = ' '
         j = j - 1
      endif
      print *, 'class=', class, ' ctime=', ctime
      do i = 1, 3
         write(*, 10) i, names(i), len_trim(names(i))
      end do
 10   format(1x, i2, 1x, a, i4)
      print *, size(1:j), len(size), len(greet)
      buf = greet // ', ' // 'world'
      print *, buf, index(buf, 'world'), ichar(buf(1:1))
      if (names(1) .lt. names(2)) print *, 'total < rhs'
      if (class .ne. 'U') print *, 'not U'
      if ('ab' .eq. 'ab   ') print *, 'padded equal'
      call show('BT', class, names(2))
      call setc(buf(3:7))
      print *, buf
      n = len(names(1)(2:4))
      print *, n, names(1)(2:4), char(65), lge('b', 'a')
      end

      subroutine show(name, cls, nm)
      character name*(*)
      character cls*1
      character*(*) nm
      write (*, 2) name, len(name), cls
 2    format(' ', A, ' Benchmark', I3, ' Class = ', A)
      print *, nm, len(nm)
      if (name(1:2) .eq. 'BT') print *, 'it is BT'
      end

      subroutine setc(s)
      character*(*) s
      s = 'XYZ'
      end
