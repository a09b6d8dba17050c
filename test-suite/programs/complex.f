c COMPLEX and DOUBLE COMPLEX: arithmetic with promotion, CMPLX/DCMPLX, CONJG, AIMAG,
c REAL/DBLE, ABS, comparison, arrays, COMMON, arguments and output.
      program cx
      implicit none
      double complex z, w, u(4), csum
      complex c, d
      complex*16 q
      double precision x
      integer i
      common /cc/ u
      z = dcmplx(1.5d0, -2.0d0)
      w = dcmplx(0.25d0, 4.0d0)
      c = cmplx(1.0, 2.0)
      d = (c * c - 1.0) / c
      print *, z + w, z - w, z * w, z / w
      print *, c, d, -c
      print *, dconjg(z), dimag(z), dble(z), abs(w), aimag(c), real(c)
      do i = 1, 4
         u(i) = dcmplx(dble(i), dble(-i)) * z
      end do
      csum = dcmplx(0.0, 0.0)
      do i = 1, 4
         csum = csum + u(i)
      end do
      csum = csum / dble(4)
      print *, csum
      write(*, 10) 3, csum
 10   format(' iter ', i3, ' sum ', 2d22.12)
      print *, u
      q = z
      if (q .eq. z) print *, 'equal'
      if (q .ne. w) print *, 'not equal'
      x = 2
      q = x * z + 1
      print *, q
      call scale(u, 4, dcmplx(0.5d0, 0.5d0))
      print *, u(1), u(4)
      call scale(u(3), 2, w)
      print *, u(3), u(4)
      end

      subroutine scale(v, n, f)
      integer n, i
      double complex v(n), f
      do i = 1, n
         v(i) = v(i) * f
      end do
      end
