c Report formatting in the style of the NPB print_results routine: character PARAMETERs and
c dummies, class letters, verification strings chosen at run time, T/X/A/I/F/E edit descriptors.
      program report
      implicit none
      character*2 names(3)
      character classes(3)
      integer nx(3), niter(3), i
      double precision t(3), mops(3)
      logical ok(3)
      names(1) = 'BT'
      names(2) = 'SP'
      names(3) = 'LU'
      classes(1) = 'S'
      classes(2) = 'W'
      classes(3) = 'A'
      do 10 i = 1, 3
         nx(i) = 12 * 2 ** i
         niter(i) = 60 * i
         t(i) = 0.125d0 * i * i
         mops(i) = dble(nx(i)) ** 3 * niter(i) / t(i) * 1.0d-6
         ok(i) = mod(i, 2) .eq. 1
         call prres(names(i), classes(i), nx(i), niter(i), t(i),
     &              mops(i), 'floating point', ok(i), '3.3.1')
 10   continue
      end

      subroutine prres(name, class, n, niter, t, mops, optype,
     &                 verified, npbversion)
      implicit none
      character*(*) name, optype, npbversion
      character class
      integer n, niter
      double precision t, mops
      logical verified
      character*14 status
      write (*, 2) name
 2    format(//, ' ', a, ' Benchmark Completed.')
      write (*, 3) class
 3    format(' Class           = ', 12x, a12)
      write (*, 4) n, n, n
 4    format(' Size            = ', 12x, i3, 'x', i3, 'x', i3)
      write (*, 5) niter
 5    format(' Iterations      = ', 12x, i12)
      write (*, 6) t
 6    format(' Time in seconds = ', 12x, f12.2)
      write (*, 7) mops
 7    format(' Mop/s total     = ', 12x, f12.2)
      write (*, 8) optype
 8    format(' Operation type  = ', a24)
      if (verified) then
         status = 'SUCCESSFUL'
      else
         status = 'UNSUCCESSFUL'
      endif
      write (*, 9) status
 9    format(' Verification    = ', 12x, a)
      write (*, 10) npbversion
 10   format(' Version         = ', 12x, a12)
      write (*, 11) mops, t
 11   format(' Check: ', 1p, e14.6, 0p, f9.3, t50, '<')
      end
