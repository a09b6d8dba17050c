c DATA statements: scalars, whole arrays, elements, implied DO lists, repeat counts,
c BOZ constants, CHARACTER values, and values kept between calls.
      program datas
      implicit none
      integer i, j, k
      integer*8 mask
      double precision dum(3), pi
      real r(2, 3)
      integer m(10)
      logical flag
      character*6 name, names(2)
      data dum /1.d0, 1.d0, 1.d0/, pi /3.141592653589793238d0/
      data mask /Z'00003FFFFFFFFFFF'/
      data ((r(i, j), i = 1, 2), j = 1, 3) /6*0.5/
      data m(1), m(10) /-7, 7/, (m(k), k = 2, 9, 2) / 4*2 /
      data flag /.true./, name /'abc'/
      data names /'first', 'second-too-long'/
      integer kk
      parameter (kk = 3)
      integer mm(kk)
      data mm /kk*kk/
      print *, dum, pi
      print *, mask, r
      print *, m
      print *, flag, name, '|', names(1), '|', names(2), '|', mm
      do i = 1, 3
         call counter
      end do
      end

      subroutine counter
      integer calls
      data calls /0/
      calls = calls + 1
      print *, 'call', calls
      end
