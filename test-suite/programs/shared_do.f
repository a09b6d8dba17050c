c Labeled DO loops: several nests ending on one labeled assignment or CONTINUE, negative and
c non-unit steps, zero-trip loops, the loop variable's value after normal completion, DO loops
c with REAL-free INTEGER*8 counters, and an NPB-style triple nest updating a 3-D array.
      program shdo
      implicit none
      integer i, j, k, n, s
      integer*8 big, acc
      double precision u(4, 4, 4), tot
      n = 4
      do 10 k = 1, n
      do 10 j = 1, n
      do 10 i = 1, n
 10   u(i, j, k) = dble(i + 2 * j + 3 * k)
      tot = 0
      do 20 k = 2, n - 1
         do 20 j = 2, n - 1
            do 20 i = 2, n - 1
               u(i, j, k) = u(i, j, k) - 0.5d0 * (u(i-1, j, k) +
     &            u(i, j-1, k) + u(i, j, k-1))
               tot = tot + u(i, j, k)
 20   continue
      print *, 'tot', tot
      print *, 'after loop i =', i, ' j =', j, ' k =', k
      s = 0
      do 30 i = 10, 1, -3
         s = s * 10 + i
 30   continue
      print *, s, i
      do 40 i = 5, 1
         print *, 'never'
 40   continue
      print *, 'zero-trip leaves', i
      acc = 0
      do 50 big = 3000000000_8, 3000000010_8, 5
         acc = acc + big
 50   continue
      print *, acc
      s = 0
      do 60 i = 1, 3
         do 60 j = 1, i
            do 60 k = j, i
 60   s = s + i * 100 + j * 10 + k
      print *, s
      end
