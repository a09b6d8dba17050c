c DOUBLE COMPLEX: an in-place radix-2 FFT of 16 points (bit reversal, butterflies with
c twiddles from DCMPLX(COS, SIN)), the inverse transform, Parseval's check, CONJG, ABS, DIMAG.
      program fft
      implicit none
      integer n, logn
      parameter (n = 16, logn = 4)
      double complex x(n), y(n)
      double precision pi, e1, e2, err
      integer i
      pi = 4.0d0 * atan(1.0d0)
      do 10 i = 1, n
         x(i) = dcmplx(sin(0.3d0 * i) + 0.5d0 * i, cos(0.7d0 * i))
         y(i) = x(i)
 10   continue
      call fft1(y, n, logn, -1)
      write (*, 20) (i, y(i), i = 1, n)
 20   format(' k=', i3, 2f12.6)
      e1 = 0
      e2 = 0
      do 30 i = 1, n
         e1 = e1 + abs(x(i)) ** 2
         e2 = e2 + dble(y(i) * dconjg(y(i)))
 30   continue
      write (*, 40) e1, e2 / n
 40   format(' energy ', 2e20.10)
      call fft1(y, n, logn, 1)
      err = 0
      do 50 i = 1, n
         y(i) = y(i) / dble(n)
         err = max(err, abs(y(i) - x(i)))
 50   continue
      print *, 'roundtrip ok', err .lt. 1.0d-12
      print *, dble(y(3)), dimag(y(3))
      end

      subroutine fft1(a, n, logn, sgn)
      implicit none
      integer n, logn, sgn
      double complex a(n), t, w, wm
      integer i, j, k, m, mh, s
      double precision pi, ang
      pi = 4.0d0 * atan(1.0d0)
      j = 1
      do 10 i = 1, n
         if (i .lt. j) then
            t = a(j)
            a(j) = a(i)
            a(i) = t
         endif
         m = n / 2
 5       if (m .ge. 1 .and. j .gt. m) then
            j = j - m
            m = m / 2
            go to 5
         endif
         j = j + m
 10   continue
      m = 1
      do 40 s = 1, logn
         mh = m
         m = m * 2
         ang = sgn * pi / mh
         wm = dcmplx(cos(ang), sin(ang))
         do 30 k = 1, n, m
            w = dcmplx(1.0d0, 0.0d0)
            do 20 j = 0, mh - 1
               t = w * a(k + j + mh)
               a(k + j + mh) = a(k + j) - t
               a(k + j) = a(k + j) + t
               w = w * wm
 20         continue
 30      continue
 40   continue
      end
