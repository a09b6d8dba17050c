C dvmh-test: files=lib/npb_verify.f
c An NPB-like driver in two files: a 1-D relaxation, norms compared with reference values from
c DATA statements by a verification routine in another file taking CHARACTER*(*) and
c CHARACTER*1 arguments, results printed with E formats.
      program npbdrv
      implicit none
      integer n, niter, it, i
      parameter (n = 32, niter = 25)
      double precision u(0:n+1), v(0:n+1), xcr(3), xcrref(3), eps
      logical ok
      character class
      data xcrref / 0.0d0, 0.0d0, 0.0d0 /
      data eps /1.0d-8/, class /'S'/
      do 10 i = 0, n + 1
         u(i) = 0
         v(i) = 0
 10   continue
      u(0) = 1
      v(0) = 1
      do 30 it = 1, niter
         do 20 i = 1, n
            v(i) = 0.5d0 * (u(i-1) + u(i+1))
 20      continue
         do 25 i = 1, n
            u(i) = v(i)
 25      continue
         if (it .eq. 5) call residual(u, n, xcr(1))
         if (it .eq. 15) call residual(u, n, xcr(2))
 30   continue
      call residual(u, n, xcr(3))
      xcrref(1) = xcr(1) * (1 + 1.0d-10)
      xcrref(2) = xcr(2)
      xcrref(3) = xcr(3) * 1.5d0
      call verify('RELAX', class, xcr, xcrref, 3, eps, ok)
      if (ok) then
         print *, 'Verification Successful'
      else
         print *, 'Verification failed'
      endif
      end
