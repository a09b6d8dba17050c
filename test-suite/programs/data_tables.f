c DATA tables as in NPB verification code: 2-D arrays by implied DO, repeat counts, mixed
c element and array lists, BOZ (Z'..') integers, CHARACTER tables, DOUBLE PRECISION reference
c values checked against computed ones with a tolerance.
      program dtab
      implicit none
      integer i, j, nclass
      parameter (nclass = 5)
      character*1 clsnm(nclass)
      integer sizes(3, nclass), iters(nclass), bits(4)
      double precision xref(nclass), eps, v
      character*10 words(4)
      logical known(nclass)
      data clsnm /'S', 'W', 'A', 'B', 'C'/
      data ((sizes(i, j), i = 1, 3), j = 1, nclass)
     &   / 3*12, 3*24, 3*64, 3*102, 3*162 /
      data iters / 60, 2*200, 2*250 /
      data xref / 1.7034283709541311d-01, 1.2975252070034097d+01,
     &   1.0806346714637264d+02, 2*0.0d0 /
      data eps /1.0d-8/, known /3*.true., 2*.false./
      data bits / Z'FF', Z'7FFF', Z'10', Z'0' /
      data words(1), words(4) / 'alpha', 'omega' /
      data words(2), words(3) / 2*'middle' /
      do 10 j = 1, nclass
         write (*, 20) clsnm(j), (sizes(i, j), i = 1, 3), iters(j),
     &      known(j)
 10   continue
 20   format(' class ', a1, ':', 3i5, i6, l3)
      do 30 j = 1, 3
         v = xref(j) * (1.0d0 + 1.0d-10 * j)
         print *, clsnm(j), abs((v - xref(j)) / xref(j)) .le. eps
 30   continue
      print *, bits
      print *, (words(i)(1:len_trim(words(i))), i = 1, 4)
      end
