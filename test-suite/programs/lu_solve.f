C dvmh-test: files=lib/lu_lib.f
C     LU factorisation with partial pivoting in the LINPACK style: a
C     library in another file with adjustable A(LDA,*) dummies, a pivot
C     vector, column operations done by passing A(K+1,K) and A(K+1,J) as
C     vectors to an AXPY routine, IDAMAX-like search, and solves for
C     several right-hand sides, residuals from a strided dot product over
C     rows (an element passed with a stride of LDA), the determinant.
      PROGRAM LUSOLV
      INTEGER LDA, N
      PARAMETER (LDA = 10, N = 7)
      DOUBLE PRECISION A(LDA, N), A0(LDA, N), B(N), X(N), DET, RES
      INTEGER IPVT(N), INFO, I, J, K
      DOUBLE PRECISION DDOTS
      EXTERNAL DDOTS
      DO 20 J = 1, N
         DO 10 I = 1, N
            A(I, J) = 1.0D0 / DBLE(I + J) + DBLE(MOD(I * J, 5))
            A0(I, J) = A(I, J)
   10    CONTINUE
   20 CONTINUE
      CALL DGEFA(A, LDA, N, IPVT, INFO)
      WRITE (*, '(A, I3, A, 7I3)') 'INFO', INFO, ' PIVOTS', IPVT
      DET = 1.0D0
      DO 30 I = 1, N
         DET = DET * A(I, I)
         IF (IPVT(I) .NE. I) DET = -DET
   30 CONTINUE
      WRITE (*, '(A, ES18.10)') 'DET', DET
      DO 60 K = 1, 3
         DO 40 I = 1, N
            B(I) = DBLE(K * I) - 3.0D0
            X(I) = B(I)
   40    CONTINUE
         CALL DGESL(A, LDA, N, IPVT, X)
         RES = 0.0D0
         DO 50 I = 1, N
            B(I) = B(I) - DDOTS(N, A0(I, 1), LDA, X, 1)
            RES = MAX(RES, ABS(B(I)))
   50    CONTINUE
         WRITE (*, 100) K, (X(I), I = 1, N)
         WRITE (*, '(A, L2)') 'SMALL RESIDUAL', RES .LT. 1.0D-10
   60 CONTINUE
  100 FORMAT (I2, 7F10.5)
      END
