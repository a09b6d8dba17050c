c COMPLEX arrays in COMMON shared by several routines, 2-D arrays passed by column
c (CALL F(X(1,J))), CMPLX/CONJG/AIMAG/REAL/ABS, single-precision complex formatted with
c 2F10.4 and E formats, mixed COMPLEX/DOUBLE COMPLEX assignment.
      program cxcom
      implicit none
      integer n, m
      parameter (n = 4, m = 3)
      complex z(n, m), s
      double complex dz
      common /fld/ z, s
      integer i, j
      do 10 j = 1, m
         do 10 i = 1, n
            z(i, j) = cmplx(real(i), real(j - i))
 10   continue
      do 20 j = 1, m
         call rot(z(1, j), n, j)
 20   continue
      call total
      write (*, 30) s
 30   format(' total ', 2f10.4)
      do 40 j = 1, m
         write (*, 50) j, (z(i, j), i = 1, n)
 40   continue
 50   format(' col', i2, 4(' (', f8.4, ',', f8.4, ')'))
      write (*, 60) conjg(z(2, 2)), aimag(z(3, 1)), real(z(4, 3)),
     &   abs(z(1, 1))
 60   format(' ', 2e14.5, 3f9.4)
      dz = s
      dz = dz * dcmplx(0.5d0, -1.0d0)
      write (*, '(1x, 2d18.8)') dz
      s = dz
      print *, s
      end

      subroutine rot(v, n, k)
      integer n, k, i
      complex v(n), r
      r = cmplx(1.0, 0.0)
      do 5 i = 1, k
         r = r * cmplx(0.0, 1.0)
 5    continue
      do 10 i = 1, n
         v(i) = v(i) * r + cmplx(0.0, 0.5)
 10   continue
      end

      subroutine total
      complex z(4, 3), s
      common /fld/ z, s
      integer i, j
      s = cmplx(0.0, 0.0)
      do 10 j = 1, 3
         do 10 i = 1, 4
            s = s + z(i, j) * conjg(z(i, j)) / 10.0
 10   continue
      end
