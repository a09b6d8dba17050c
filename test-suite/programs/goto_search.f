c Old control flow: GO TO out of nested loops (searching a matrix), labeled DO loops sharing
c one terminal statement (CONTINUE and an assignment), computed GO TO with an expression index,
c arithmetic IF on INTEGER, REAL and DOUBLE PRECISION expressions, loops re-entered by GO TO.
      program gsrch
      implicit none
      integer n
      parameter (n = 6)
      integer a(n, n), i, j, k, fi, fj, cnt
      real x
      double precision d
      do 10 j = 1, n
      do 10 i = 1, n
 10   a(i, j) = mod(i * 7 + j * 13, 17)
      do 40 k = 15, 17
         do 30 j = 1, n
            do 20 i = 1, n
               if (a(i, j) .eq. k) go to 35
 20         continue
 30      continue
         print *, 'value', k, 'not found'
         go to 40
 35      fi = i
         fj = j
         print *, 'value', k, 'first at', fi, fj
 40   continue
      cnt = 0
      do 60 i = 1, n
         do 60 j = i, n
            if (a(i, j) .gt. 8) go to 60
            cnt = cnt + a(i, j)
 60   continue
      print *, 'upper sum of small values', cnt
      do 80 k = 1, 8
         go to (71, 72, 73, 71) mod(k, 5) + 1 - k / 8
         print *, k, 'fell through'
         go to 80
 71      print *, k, 'case a'
         go to 80
 72      print *, k, 'case b'
         go to 80
 73      print *, k, 'case c'
 80   continue
      x = -1.5
      d = 2.0d0
      do 100 i = 1, 4
         if (x) 91, 92, 93
 91      print *, 'x negative', x
         go to 95
 92      print *, 'x zero'
         go to 95
 93      print *, 'x positive', x
 95      if (d - 1.0d0) 96, 97, 97
 96      print *, 'd below one', d
 97      x = x + 0.75
         d = d / 2
 100  continue
      i = 0
 110  i = i + 1
      if (i * i - 20) 110, 120, 120
 120  print *, 'first square >= 20:', i, i * i
      end
