C     BANDED LINEAR SYSTEMS IN LINPACK STYLE: A PENTADIAGONAL MATRIX STORED IN LAPACK
C     BAND FORMAT AB(2*KL+KU+1, N), GAUSSIAN ELIMINATION WITH PARTIAL PIVOTING IN THE
C     BAND (FILL-IN ROWS), FORWARD/BACK SUBSTITUTION, A RESIDUAL CHECK AGAINST THE DENSE
C     PRODUCT, AND THE THOMAS ALGORITHM FOR A TRIDIAGONAL SYSTEM (BEAM/HEAT STENCILS).
      PROGRAM F7BAND
      IMPLICIT NONE
      INTEGER N, KL, KU, LDAB
      PARAMETER (N = 12, KL = 2, KU = 2, LDAB = 2*KL + KU + 1)
      DOUBLE PRECISION AB(LDAB, N), DENSE(N, N), B(N), X(N), R(N)
      DOUBLE PRECISION SUB(N), DIAG(N), SUP(N), RHS(N), RNORM
      INTEGER IPIV(N), I, J, INFO
C     BUILD A NON-SYMMETRIC PENTADIAGONAL MATRIX (DENSE COPY FOR CHECKING)
      DO 20 J = 1, N
         DO 10 I = 1, N
            DENSE(I, J) = 0D0
   10    CONTINUE
   20 CONTINUE
      DO 30 I = 1, N
         DENSE(I, I) = 1D0 + 0.1D0*I
         IF (I .GT. 1) DENSE(I, I - 1) = -4D0 + 0.05D0*I
         IF (I .GT. 2) DENSE(I, I - 2) = 1D0
         IF (I .LT. N) DENSE(I, I + 1) = -2D0
         IF (I .LT. N - 1) DENSE(I, I + 2) = 0.5D0
         B(I) = DBLE(MOD(I*7, 5)) - 2D0
   30 CONTINUE
      CALL TOBAND(DENSE, N, KL, KU, AB, LDAB)
      CALL BANDFA(AB, LDAB, N, KL, KU, IPIV, INFO)
      WRITE (*, '(A, I3, A, 12I3)') ' INFO', INFO, ' PIV', IPIV
      DO 40 I = 1, N
         X(I) = B(I)
   40 CONTINUE
      CALL BANDSL(AB, LDAB, N, KL, KU, IPIV, X)
      WRITE (*, '(4F16.10)') X
      DO 60 I = 1, N
         R(I) = B(I)
         DO 50 J = 1, N
            R(I) = R(I) - DENSE(I, J)*X(J)
   50    CONTINUE
   60 CONTINUE
      RNORM = 0D0
      DO 70 I = 1, N
         RNORM = MAX(RNORM, ABS(R(I)))
   70 CONTINUE
      WRITE (*, '(A, L2)') ' RESIDUAL SMALL', RNORM .LT. 1D-11
C     THOMAS ALGORITHM: -U'' = 1 ON (0,1), U(0) = U(1) = 0
      DO 80 I = 1, N
         SUB(I) = -1D0
         DIAG(I) = 2D0
         SUP(I) = -1D0
         RHS(I) = 1D0/DBLE((N + 1)**2)
   80 CONTINUE
      CALL THOMAS(N, SUB, DIAG, SUP, RHS)
      WRITE (*, '(6F12.8)') RHS
      WRITE (*, '(A, F12.8)') ' EXACT MID', 0.5D0*(6D0/13D0)*(7D0/13D0)
      END

      SUBROUTINE TOBAND(A, N, KL, KU, AB, LDAB)
      INTEGER N, KL, KU, LDAB, I, J
      DOUBLE PRECISION A(N, N), AB(LDAB, N)
      DO 20 J = 1, N
         DO 10 I = 1, LDAB
            AB(I, J) = 0D0
   10    CONTINUE
         DO 15 I = MAX(1, J - KU), MIN(N, J + KL)
            AB(KL + KU + 1 + I - J, J) = A(I, J)
   15    CONTINUE
   20 CONTINUE
      END

      SUBROUTINE BANDFA(AB, LDAB, N, KL, KU, IPIV, INFO)
      INTEGER LDAB, N, KL, KU, IPIV(N), INFO
      DOUBLE PRECISION AB(LDAB, N), T, PMAX
      INTEGER J, JP, K, I, KV, JU, KM
      KV = KU + KL
      INFO = 0
      JU = 1
      DO 50 J = 1, N
         KM = MIN(KL, N - J)
         JP = 1
         PMAX = ABS(AB(KV + 1, J))
         DO 10 I = 2, KM + 1
            IF (ABS(AB(KV + I, J)) .GT. PMAX) THEN
               PMAX = ABS(AB(KV + I, J))
               JP = I
            END IF
   10    CONTINUE
         IPIV(J) = JP + J - 1
         IF (PMAX .EQ. 0D0) THEN
            INFO = J
            GO TO 50
         END IF
         JU = MAX(JU, MIN(J + KU + JP - 1, N))
         IF (JP .NE. 1) THEN
            DO 20 K = J, JU
               T = AB(KV + JP + J - K, K)
               AB(KV + JP + J - K, K) = AB(KV + 1 + J - K, K)
               AB(KV + 1 + J - K, K) = T
   20       CONTINUE
         END IF
         DO 40 I = 1, KM
            AB(KV + 1 + I, J) = AB(KV + 1 + I, J)/AB(KV + 1, J)
            DO 30 K = J + 1, JU
               AB(KV + 1 + I + J - K, K) = AB(KV + 1 + I + J - K, K)
     &              - AB(KV + 1 + I, J)*AB(KV + 1 + J - K, K)
   30       CONTINUE
   40    CONTINUE
   50 CONTINUE
      END

      SUBROUTINE BANDSL(AB, LDAB, N, KL, KU, IPIV, B)
      INTEGER LDAB, N, KL, KU, IPIV(N)
      DOUBLE PRECISION AB(LDAB, N), B(N), T
      INTEGER J, I, L, KV
      KV = KU + KL
      DO 20 J = 1, N - 1
         L = IPIV(J)
         T = B(L)
         B(L) = B(J)
         B(J) = T
         DO 10 I = 1, MIN(KL, N - J)
            B(J + I) = B(J + I) - AB(KV + 1 + I, J)*T
   10    CONTINUE
   20 CONTINUE
      DO 40 J = N, 1, -1
         B(J) = B(J)/AB(KV + 1, J)
         T = B(J)
         DO 30 I = MAX(1, J - KV), J - 1
            B(I) = B(I) - AB(KV + 1 + I - J, J)*T
   30    CONTINUE
   40 CONTINUE
      END

      SUBROUTINE THOMAS(N, A, B, C, D)
      INTEGER N, I
      DOUBLE PRECISION A(N), B(N), C(N), D(N), W
      DO 10 I = 2, N
         W = A(I)/B(I - 1)
         B(I) = B(I) - W*C(I - 1)
         D(I) = D(I) - W*D(I - 1)
   10 CONTINUE
      D(N) = D(N)/B(N)
      DO 20 I = N - 1, 1, -1
         D(I) = (D(I) - C(I)*D(I + 1))/B(I)
   20 CONTINUE
      END
