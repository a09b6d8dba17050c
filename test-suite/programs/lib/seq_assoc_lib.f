C     Routines of seq_assoc.f.
      REAL FUNCTION VSUM(X, N)
      INTEGER N, I
      REAL X(*)
      VSUM = 0.0
      DO 10 I = 1, N
         VSUM = VSUM + X(I)
   10 CONTINUE
      END

      SUBROUTINE SCALE(X, N, F)
      INTEGER N, I
      REAL X(N), F
      DO 10 I = 1, N
         X(I) = X(I) * F
   10 CONTINUE
      END

      SUBROUTINE RESHP(B, LD, NC)
      INTEGER LD, NC, I, J
      REAL B(LD, NC)
      DO 20 J = 1, NC
         DO 10 I = 1, LD
            B(I, J) = B(I, J) + REAL(J)
   10    CONTINUE
   20 CONTINUE
      END

      SUBROUTINE REVRS(X, N)
      INTEGER N, I
      REAL X(N), T
      DO 10 I = 1, N / 2
         T = X(I)
         X(I) = X(N + 1 - I)
         X(N + 1 - I) = T
   10 CONTINUE
      END
