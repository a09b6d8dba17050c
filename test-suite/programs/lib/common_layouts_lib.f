C     Procedures of common_layouts.f: /GRID/ split into two halves here.
      SUBROUTINE HALVES
      DOUBLE PRECISION ALO(6), AHI(6)
      COMMON /GRID/ ALO, AHI
      INTEGER I
      DO 10 I = 1, 6
         AHI(I) = AHI(I) - ALO(I)
         ALO(I) = ALO(I) * 2.0D0
   10 CONTINUE
      END

      SUBROUTINE TALLY(K)
      INTEGER K
      INTEGER NC, IF2
      REAL S
      COMMON NC, IF2, S
      NC = NC + K
      IF2 = IF2 * K
      S = S + 0.25 * K
      END

      SUBROUTINE SHOWLO
      DOUBLE PRECISION P(2, 6)
      COMMON /GRID/ P
      INTEGER J
      DO 10 J = 1, 6
         WRITE (*, 100) J, P(1, J), P(2, J)
   10 CONTINUE
  100 FORMAT (I3, 2F12.5)
      END
