c Initial values for block_data.f: a named BLOCK DATA and an unnamed one.
      block data setup
      integer n, iters
      double precision coef(4), eps
      character*8 label
      common /params/ n, iters, eps, coef
      common /names/ label
      data n, iters /12, 50/, eps /1.0d-6/
      data coef /0.5d0, 0.25d0, 2*0.125d0/
      data label /'jacobi'/
      end

      block data
      real w(3)
      common w
      data w /1.5, 2.5, 3.5/
      end
