C     A fixed-form LINPACK-style dense solver: LU factorisation with partial pivoting
C     (DGEFA/DGESL in the classic style, leading dimension passed separately), adjustable
C     arrays, an implied-DO DATA statement, a labelled DO loop nest sharing a terminal
C     statement, a character*8 COMMON tag, and residual and determinant checks.
      PROGRAM GXLU
      INTEGER LDA, N
      PARAMETER (LDA = 12, N = 9)
      DOUBLE PRECISION A(LDA,N), A0(LDA,N), B(N), X(N), R(N), DET
      INTEGER IPVT(N), INFO, I, J
      DOUBLE PRECISION COEF(4)
      CHARACTER*8 TAG
      COMMON /RUNTAG/ TAG
      DATA (COEF(I), I = 1, 4) /4.0D0, -1.0D0, 0.5D0, 0.125D0/
      TAG = 'LUSOLVE'
      DO 10 J = 1, N
      DO 10 I = 1, N
        A(I,J) = COEF(1 + MOD(ABS(I-J), 4)) + 0.01D0*DBLE(I*J)
        IF (I .EQ. J) A(I,J) = A(I,J) + DBLE(I)
        A0(I,J) = A(I,J)
   10 CONTINUE
      DO 20 I = 1, N
        B(I) = DBLE(I) - 0.5D0*DBLE(N)
        X(I) = B(I)
   20 CONTINUE
      CALL DGEFA(A, LDA, N, IPVT, INFO)
      WRITE (*, '(1X,A,A8,I3)') 'RUN ', TAG, INFO
      WRITE (*, '(1X,A,9I3)') 'PIVOTS', (IPVT(I), I = 1, N)
      CALL DGESL(A, LDA, N, IPVT, X)
      DO 40 I = 1, N
        R(I) = B(I)
        DO 30 J = 1, N
          R(I) = R(I) - A0(I,J)*X(J)
   30   CONTINUE
   40 CONTINUE
      DET = 1.0D0
      DO 50 I = 1, N
        DET = DET*A(I,I)
        IF (IPVT(I) .NE. I) DET = -DET
   50 CONTINUE
      WRITE (*, '(1X,A,3F18.12)') 'X', X(1), X(N/2), X(N)
      WRITE (*, '(1X,A,L2)') 'SMALL RES', MAXVAL(ABS(R)) .LT. 1D-12
      WRITE (*, '(1X,A,ES22.14)') 'DET', DET
      END
C
      SUBROUTINE DGEFA(A, LDA, N, IPVT, INFO)
      INTEGER LDA, N, IPVT(*), INFO
      DOUBLE PRECISION A(LDA,*)
      DOUBLE PRECISION T, BIG
      INTEGER K, L, I, J
      INFO = 0
      DO 60 K = 1, N - 1
        L = K
        BIG = ABS(A(K,K))
        DO 10 I = K + 1, N
          IF (ABS(A(I,K)) .LE. BIG) GO TO 10
          BIG = ABS(A(I,K))
          L = I
   10   CONTINUE
        IPVT(K) = L
        IF (A(L,K) .EQ. 0.0D0) THEN
          INFO = K
          GO TO 60
        END IF
        IF (L .EQ. K) GO TO 20
        T = A(L,K)
        A(L,K) = A(K,K)
        A(K,K) = T
   20   T = -1.0D0/A(K,K)
        DO 30 I = K + 1, N
          A(I,K) = A(I,K)*T
   30   CONTINUE
        DO 50 J = K + 1, N
          T = A(L,J)
          IF (L .NE. K) THEN
            A(L,J) = A(K,J)
            A(K,J) = T
          END IF
          DO 40 I = K + 1, N
            A(I,J) = A(I,J) + T*A(I,K)
   40     CONTINUE
   50   CONTINUE
   60 CONTINUE
      IPVT(N) = N
      IF (A(N,N) .EQ. 0.0D0) INFO = N
      RETURN
      END
C
      SUBROUTINE DGESL(A, LDA, N, IPVT, B)
      INTEGER LDA, N, IPVT(*)
      DOUBLE PRECISION A(LDA,*), B(*)
      DOUBLE PRECISION T
      INTEGER K, L, I
      DO 20 K = 1, N - 1
        L = IPVT(K)
        T = B(L)
        IF (L .NE. K) THEN
          B(L) = B(K)
          B(K) = T
        END IF
        DO 10 I = K + 1, N
          B(I) = B(I) + T*A(I,K)
   10   CONTINUE
   20 CONTINUE
      DO 40 K = N, 1, -1
        B(K) = B(K)/A(K,K)
        T = -B(K)
        DO 30 I = 1, K - 1
          B(I) = B(I) + T*A(I,K)
   30   CONTINUE
   40 CONTINUE
      RETURN
      END
