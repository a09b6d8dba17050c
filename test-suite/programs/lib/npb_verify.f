c Verification and timing helpers for npb_driver.f (NPB style).
      subroutine verify(name, class, xcr, xcrref, n, eps, ok)
      implicit none
      character*(*) name
      character class
      integer n, m
      double precision xcr(n), xcrref(n), eps, err
      logical ok
      ok = .true.
      write (*, 10) name, class
 10   format(' Verification for ', a, ', class ', a1)
      do 20 m = 1, n
         err = abs((xcr(m) - xcrref(m)) / xcrref(m))
         if (err .le. eps) then
            write (*, 30) m, xcr(m), xcrref(m)
         else
            ok = .false.
            write (*, 40) m, xcr(m), xcrref(m)
         endif
 20   continue
 30   format(' ', i2, 2e20.12, ' ok')
 40   format(' ', i2, 2e20.12, ' FAILURE')
      end

      subroutine residual(u, n, r)
      implicit none
      integer n, i
      double precision u(0:n+1), r
      r = 0
      do 10 i = 1, n
         r = r + (u(i-1) - 2 * u(i) + u(i+1)) ** 2
 10   continue
      r = sqrt(r / n)
      end
