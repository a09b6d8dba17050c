c Statement functions: numeric ones built on each other, dummies named like variables of the
c unit (which keep their values), DOUBLE PRECISION, INTEGER and LOGICAL results, use inside
c DO loops and arithmetic IF, a Simpson rule with a statement function integrand.
      program stfun
      implicit none
      integer i, n, k, m
      double precision x, h, s, a, b, f, g, simp
      real r, area, w
      logical even, inside
      f(x) = x * x * exp(-x)
      g(x) = f(x) + 2.0d0 * f(x / 2.0d0)
      area(r) = 3.14159265 * r * r
      even(k) = mod(k, 2) .eq. 0
      inside(x, a, b) = x .ge. a .and. x .le. b
      m(k, i) = k * 10 + i
      x = 99.0d0
      k = -5
      a = 0.0d0
      b = 2.0d0
      n = 20
      h = (b - a) / n
      s = f(a) + f(b)
      do 10 i = 1, n - 1
         if (even(i)) then
            s = s + 2.0d0 * f(a + i * h)
         else
            s = s + 4.0d0 * f(a + i * h)
         endif
 10   continue
      simp = s * h / 3.0d0
      write (*, 20) simp, g(1.0d0)
 20   format(' simpson', f14.10, '  g(1)', f14.10)
      print *, 'x and k unchanged:', x, k
      print *, area(1.0), area(2.5), m(3, 4), m(k, 1)
      do 30 i = 1, 5
         w = real(i) / 2
         if (area(w) - 10.0) 25, 25, 26
 25      print *, i, 'small', inside(dble(w), 0.5d0, 1.5d0)
         go to 30
 26      print *, i, 'large', even(i)
 30   continue
      end
