C     Vector and matrix routines for procedures.fdv (compiled with it).
      SUBROUTINE MATVEC(A, LDA, N, X, Y)
      INTEGER LDA, N, I, J
      DOUBLE PRECISION A(LDA, *), X(N), Y(N)
      DO 20 I = 1, N
         Y(I) = 0.0D0
         DO 10 J = 1, N
            Y(I) = Y(I) + A(I, J) * X(J)
   10    CONTINUE
   20 CONTINUE
      RETURN
      END

      DOUBLE PRECISION FUNCTION DOT(N, X, Y)
      INTEGER N, I
      DOUBLE PRECISION X(*), Y(*)
      DOT = 0.0D0
      DO 10 I = 1, N
         DOT = DOT + X(I) * Y(I)
   10 CONTINUE
      END

      SUBROUTINE SCALE(V, N, F)
      INTEGER N, I
      DOUBLE PRECISION V(N), F
      DO 10 I = 1, N
         V(I) = V(I) * F
   10 CONTINUE
      END

      INTEGER FUNCTION NONZ(V, N, T)
      INTEGER N, I
      DOUBLE PRECISION V(N), T
      NONZ = 0
      DO 10 I = 1, N
         IF (V(I) .GT. T) NONZ = NONZ + 1
   10 CONTINUE
      RETURN
      END
