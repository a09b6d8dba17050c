C     LINPACK-style routines of lu_solve.f.
      SUBROUTINE DGEFA(A, LDA, N, IPVT, INFO)
      INTEGER LDA, N, IPVT(*), INFO
      DOUBLE PRECISION A(LDA, *), T
      INTEGER IDAMX, J, K, L
      INFO = 0
      DO 60 K = 1, N - 1
         L = IDAMX(N - K + 1, A(K, K)) + K - 1
         IPVT(K) = L
         IF (A(L, K) .EQ. 0.0D0) THEN
            INFO = K
            GO TO 60
         END IF
         IF (L .NE. K) THEN
            T = A(L, K)
            A(L, K) = A(K, K)
            A(K, K) = T
         END IF
         T = -1.0D0 / A(K, K)
         CALL DSCAL(N - K, T, A(K + 1, K))
         DO 30 J = K + 1, N
            T = A(L, J)
            IF (L .NE. K) THEN
               A(L, J) = A(K, J)
               A(K, J) = T
            END IF
            CALL DAXPY(N - K, T, A(K + 1, K), A(K + 1, J))
   30    CONTINUE
   60 CONTINUE
      IPVT(N) = N
      IF (A(N, N) .EQ. 0.0D0) INFO = N
      END

      SUBROUTINE DGESL(A, LDA, N, IPVT, B)
      INTEGER LDA, N, IPVT(*)
      DOUBLE PRECISION A(LDA, *), B(*), T
      INTEGER K, L
      DO 20 K = 1, N - 1
         L = IPVT(K)
         T = B(L)
         IF (L .NE. K) THEN
            B(L) = B(K)
            B(K) = T
         END IF
         CALL DAXPY(N - K, T, A(K + 1, K), B(K + 1))
   20 CONTINUE
      DO 40 K = N, 1, -1
         B(K) = B(K) / A(K, K)
         T = -B(K)
         CALL DAXPY(K - 1, T, A(1, K), B(1))
   40 CONTINUE
      END

      INTEGER FUNCTION IDAMX(N, X)
      INTEGER N, I
      DOUBLE PRECISION X(*), XM
      IDAMX = 1
      XM = ABS(X(1))
      DO 10 I = 2, N
         IF (ABS(X(I)) .GT. XM) THEN
            IDAMX = I
            XM = ABS(X(I))
         END IF
   10 CONTINUE
      END

      SUBROUTINE DSCAL(N, A, X)
      INTEGER N, I
      DOUBLE PRECISION A, X(*)
      DO 10 I = 1, N
         X(I) = A * X(I)
   10 CONTINUE
      END

      SUBROUTINE DAXPY(N, A, X, Y)
      INTEGER N, I
      DOUBLE PRECISION A, X(*), Y(*)
      DO 10 I = 1, N
         Y(I) = Y(I) + A * X(I)
   10 CONTINUE
      END

      DOUBLE PRECISION FUNCTION DDOTS(N, X, INCX, Y, INCY)
      INTEGER N, INCX, INCY, I
      DOUBLE PRECISION X(*), Y(*)
      DDOTS = 0.0D0
      DO 10 I = 1, N
         DDOTS = DDOTS + X(1 + (I - 1) * INCX) * Y(1 + (I - 1) * INCY)
   10 CONTINUE
      END
