c Arithmetic IF, computed GO TO and statement functions.
      program st
      integer i, k, half
      real x, f, g
      double precision d, h
      f(x) = x * 2.0 + 1.0
      g(x, i) = f(x) / i
      half(k) = k / 2
      h(d) = d * d
      do 70 k = 0, 4
         go to (10, 20, 30) k
         print *, k, 'out of range'
         go to 40
 10      print *, 'one'
         go to 40
 20      print *, 'two'
         go to 40
 30      print *, 'three'
 40      if (k - 2) 50, 60, 65
 50      print *, k, 'negative'
         go to 70
 60      print *, k, 'zero'
         go to 70
 65      if (float(k) - 3.5) 50, 60, 66
 66      print *, k, 'positive'
 70   continue
      print *, f(3.0), g(1.0, 2), half(7), f(2.0) + g(3.0, 4)
      print *, h(1.5d0), h(3d0), f(real(half(9)))
      end
