c DATA for LOGICAL and CHARACTER arrays with repeat counts, DOUBLE PRECISION coefficient
c tables (real and imaginary parts) combined by DCMPLX into a complex polynomial evaluated by
c Horner's rule, and DATA with an implied DO over a strided range.
      program dmisc
      implicit none
      double complex coef(4), z, p
      double precision re(4), im(4), w(10)
      integer i
      logical mask(5)
      character*3 tags(5)
      data re / 1.0d0, 0.0d0, -2.0d0, 0.25d0 /
      data im / 0.0d0, 1.0d0, 0.5d0, 0.0d0 /
      data mask / .true., 2*.false., 2*.true. /
      data tags / 'abc', 3*'xy', 'z' /
      data (w(i), i = 1, 9, 2) / 5*1.5d0 /,
     &     (w(i), i = 2, 10, 2) / 5*-1d0 /
      do 5 i = 1, 4
         coef(i) = dcmplx(re(i), im(i))
 5    continue
      z = dcmplx(0.5d0, 0.5d0)
      p = coef(4)
      do 10 i = 3, 1, -1
         p = p * z + coef(i)
 10   continue
      write (*, '(1x, 2f14.8)') p
      do 20 i = 1, 5
         if (mask(i)) print *, i, tags(i)
 20   continue
      print *, w
      end
