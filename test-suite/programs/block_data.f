c dvmh-test: files=lib/block_data_init.f
c BLOCK DATA: COMMON blocks (named and blank) initialised in a BLOCK DATA unit of another
c file, read and updated by the main program and a subroutine; an unnamed BLOCK DATA too.
      program bdata
      integer n, iters
      double precision coef(4), eps
      character*8 label
      common /params/ n, iters, eps, coef
      common /names/ label
      real w(3)
      common w
      integer i
      print *, n, iters, eps
      print *, (coef(i), i = 1, 4)
      print *, label, w
      call bump
      print *, n, iters, coef(4)
      end

      subroutine bump
      integer n, iters
      double precision coef(4), eps
      common /params/ n, iters, eps, coef
      n = n + 1
      iters = iters * 2
      coef(4) = coef(4) + eps
      end
