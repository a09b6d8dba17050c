c An NPB EP-like kernel: the randlc/vranlc linear congruential generator, Gaussian pairs by
c the polar method counted into annuli (counts initialised by DATA), sums checked and a
c report printed with character labels, E and I formats.
      program eplike
      implicit none
      integer nk, nq
      parameter (nk = 256, nq = 10)
      double precision x(2 * nk), q(0:nq - 1), seed, a, sx, sy
      double precision t1, t2, t3, t4, x1, x2, randlc
      integer i, k, l, np, nbatch
      character*12 lab(2)
      data q /nq * 0.0d0/, lab /'sum of x', 'sum of y'/
      data a /1220703125.0d0/
      external randlc
      sx = 0
      sy = 0
      np = 0
      seed = 271828183.0d0
      nbatch = 4
      do 30 k = 1, nbatch
         call vranlc(2 * nk, seed, a, x)
         do 20 i = 1, nk
            x1 = 2.0d0 * x(2*i - 1) - 1.0d0
            x2 = 2.0d0 * x(2*i) - 1.0d0
            t1 = x1 ** 2 + x2 ** 2
            if (t1 .le. 1.0d0) then
               t2 = sqrt(-2.0d0 * log(t1) / t1)
               t3 = x1 * t2
               t4 = x2 * t2
               l = int(max(abs(t3), abs(t4)))
               q(l) = q(l) + 1.0d0
               sx = sx + t3
               sy = sy + t4
               np = np + 1
            endif
 20      continue
 30   continue
      write (*, 40) lab(1), sx, lab(2), sy
 40   format(1x, a12, e25.15 / 1x, a12, e25.15)
      write (*, 50) np
 50   format(' pairs accepted', i8)
      do 60 l = 0, nq - 1
         if (q(l) .gt. 0) write (*, 70) l, nint(q(l))
 60   continue
 70   format(i6, i10)
      print *, 'next random', randlc(seed, a)
      end

      double precision function randlc(x, a)
      implicit none
      double precision x, a
      double precision r23, r46, t23, t46, t1, t2, t3, t4, a1, a2,
     &   x1, x2, z
      parameter (r23 = 0.5d0 ** 23, r46 = r23 ** 2, t23 = 2.0d0 ** 23,
     &   t46 = t23 ** 2)
      t1 = r23 * a
      a1 = int(t1)
      a2 = a - t23 * a1
      t1 = r23 * x
      x1 = int(t1)
      x2 = x - t23 * x1
      t1 = a1 * x2 + a2 * x1
      t2 = int(r23 * t1)
      z = t1 - t23 * t2
      t3 = t23 * z + a2 * x2
      t4 = int(r46 * t3)
      x = t3 - t46 * t4
      randlc = r46 * x
      end

      subroutine vranlc(n, x, a, y)
      implicit none
      integer n, i
      double precision x, a, y(n), randlc
      do 10 i = 1, n
         y(i) = randlc(x, a)
 10   continue
      end
