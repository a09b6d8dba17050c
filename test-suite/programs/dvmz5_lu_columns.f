C dvmh-test: grids=2:1x2 3:1x3 4:1x4
C     Fixed-form Fortran-DVM in the Fortran 77 manner: LU factorisation
C     without pivoting of a diagonally dominant matrix held in a COMMON
C     block and distributed by columns (*, BLOCK); at step K the
C     multipliers are computed in the owner's column by a one-iteration
C     PARALLEL loop, the update of the trailing columns reads column K
C     through REMOTE_ACCESS(A(:, K)); then several right-hand sides
C     (columns of B, distributed like A) are solved by forward and
C     backward substitution, each column independently in a PARALLEL
C     loop over the columns of B; determinant by a PRODUCT reduction of
C     the diagonal.
      PROGRAM LUCOL
      INTEGER N, NR
      PARAMETER (N = 15, NR = 7)
      DOUBLE PRECISION A(N, N), B(N, NR)
      COMMON /MATRIX/ A, B
CDVM$ DISTRIBUTE A(*, BLOCK)
CDVM$ DISTRIBUTE B(*, BLOCK)
      DOUBLE PRECISION DET, CHK
      INTEGER K
      CALL SETUP
      DO 10 K = 1, N - 1
         CALL ELIM(K)
   10 CONTINUE
      CALL SOLVE
      CALL CHECK(DET, CHK)
      WRITE (*, '(A, ES20.12)') ' DET', DET
      WRITE (*, '(A, F20.12)') ' CHK', CHK
      WRITE (*, '(5F14.9)') B(1, 1), B(N, 1), B(N / 2, NR), B(3, 4),
     &   A(N, N)
      END

      SUBROUTINE SETUP
      INTEGER N, NR
      PARAMETER (N = 15, NR = 7)
      DOUBLE PRECISION A(N, N), B(N, NR)
      COMMON /MATRIX/ A, B
CDVM$ DISTRIBUTE A(*, BLOCK)
CDVM$ DISTRIBUTE B(*, BLOCK)
      INTEGER I, J
CDVM$ PARALLEL (J) ON A(*, J)
      DO 20 J = 1, N
         DO 10 I = 1, N
            A(I, J) = 1D0 / (1 + ABS(I - J)) + 0.01D0 * MOD(I * J, 7)
            IF (I .EQ. J) A(I, J) = A(I, J) + N
   10    CONTINUE
   20 CONTINUE
CDVM$ PARALLEL (J) ON B(*, J)
      DO 40 J = 1, NR
         DO 30 I = 1, N
            B(I, J) = DBLE(I + J) / N + SIN(DBLE(I * J))
   30    CONTINUE
   40 CONTINUE
      END

      SUBROUTINE ELIM(K)
      INTEGER K
      INTEGER N, NR
      PARAMETER (N = 15, NR = 7)
      DOUBLE PRECISION A(N, N), B(N, NR)
      COMMON /MATRIX/ A, B
CDVM$ DISTRIBUTE A(*, BLOCK)
CDVM$ DISTRIBUTE B(*, BLOCK)
      INTEGER I, J
CDVM$ PARALLEL (J) ON A(*, J)
      DO 20 J = K, K
         DO 10 I = K + 1, N
            A(I, J) = A(I, J) / A(K, J)
   10    CONTINUE
   20 CONTINUE
CDVM$ PARALLEL (J) ON A(*, J), REMOTE_ACCESS(A(:, K))
      DO 40 J = K + 1, N
         DO 30 I = K + 1, N
            A(I, J) = A(I, J) - A(I, K) * A(K, J)
   30    CONTINUE
   40 CONTINUE
      END

      SUBROUTINE SOLVE
      INTEGER N, NR
      PARAMETER (N = 15, NR = 7)
      DOUBLE PRECISION A(N, N), B(N, NR)
      COMMON /MATRIX/ A, B
CDVM$ DISTRIBUTE A(*, BLOCK)
CDVM$ DISTRIBUTE B(*, BLOCK)
      INTEGER I, J, K
CDVM$ PARALLEL (J) ON B(*, J), REMOTE_ACCESS(A(:, :))
      DO 50 J = 1, NR
         DO 20 K = 1, N - 1
            DO 10 I = K + 1, N
               B(I, J) = B(I, J) - A(I, K) * B(K, J)
   10       CONTINUE
   20    CONTINUE
         DO 40 K = N, 1, -1
            B(K, J) = B(K, J) / A(K, K)
            DO 30 I = 1, K - 1
               B(I, J) = B(I, J) - A(I, K) * B(K, J)
   30       CONTINUE
   40    CONTINUE
   50 CONTINUE
      END

      SUBROUTINE CHECK(DET, CHK)
      DOUBLE PRECISION DET, CHK
      INTEGER N, NR
      PARAMETER (N = 15, NR = 7)
      DOUBLE PRECISION A(N, N), B(N, NR)
      COMMON /MATRIX/ A, B
CDVM$ DISTRIBUTE A(*, BLOCK)
CDVM$ DISTRIBUTE B(*, BLOCK)
      INTEGER I, J, K
      DOUBLE PRECISION R, AIJ
      DET = 1D0
CDVM$ PARALLEL (J) ON A(*, J), REDUCTION(PRODUCT(DET))
      DO 10 J = 1, N
         DET = DET * A(J, J)
   10 CONTINUE
C     the residual of every right-hand side against the rebuilt matrix
      CHK = 0D0
CDVM$ PARALLEL (J) ON B(*, J), PRIVATE(I, K, R, AIJ),
CDVM$*  REDUCTION(MAX(CHK))
      DO 40 J = 1, NR
         DO 30 I = 1, N
            R = -(DBLE(I + J) / N + SIN(DBLE(I * J)))
            DO 20 K = 1, N
               AIJ = 1D0 / (1 + ABS(I - K)) + 0.01D0 * MOD(I * K, 7)
               IF (I .EQ. K) AIJ = AIJ + N
               R = R + AIJ * B(K, J)
   20       CONTINUE
            CHK = MAX(CHK, ABS(R))
   30    CONTINUE
   40 CONTINUE
      CHK = CHK * 1D12
      IF (CHK .LT. 1D0) CHK = 0D0
      END
