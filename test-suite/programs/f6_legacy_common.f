C     A LEGACY F77 STYLE PROGRAM: COMMON BLOCKS SHARED BY SUBROUTINES, EQUIVALENCE
C     OVERLAYING ARRAYS OF DIFFERENT SHAPES AND TYPES, CONTINUATION LINES WITH VARIOUS
C     CONTINUATION CHARACTERS, DATA STATEMENTS, ARITHMETIC IF AND COMPUTED GO TO,
C     STATEMENT FUNCTIONS AND ADJUSTABLE ARRAYS; A TRIDIAGONAL SOLVE (THOMAS) AND A TABLE.
      PROGRAM LEGACY
      IMPLICIT DOUBLE PRECISION (A-H,O-Z)
      PARAMETER (N=8)
      COMMON /GRID/ X(N), H, NPTS
      COMMON /COEF/ A(N), B(N), C(N), R(N)
      DIMENSION U(N), W(2,4)
      EQUIVALENCE (U(1), W(1,1))
      INTEGER IW(4)
      REAL RW(4)
      EQUIVALENCE (IW(1), RW(1))
      CHARACTER*8 LABEL(3)
      DATA LABEL /'FIRST', 'SECOND', 'THIRD'/
      F(T) = T*T + 1.0D0
      NPTS = N
      H = 1.0D0 / (N + 1)
      DO 10 I = 1, N
         X(I) = I * H
   10 CONTINUE
      CALL SETUP
      CALL THOMAS(N, A, B, C, R, U)
      WRITE (*, 100) (U(I), I = 1, N)
  100 FORMAT (4F14.9)
      WRITE (*, 101) ((W(I,J), I = 1, 2), J = 1, 4, 2)
  101 FORMAT (' W(:,1:4:2) =', 4F12.7)
      S = 0.0D0
      DO 20 I = 1, N
         S = S + F(U(I))
   20 CONTINUE
      WRITE (*, '(A, F16.10)') ' SUM F(U) =', S
      RW(1) = 1.0
      RW(2) = -2.0
      RW(3) = 0.5
      RW(4) = 0.0
      WRITE (*, '(A, 4Z9)') ' BITS', (IW(I), I = 1, 4)
      DO 30 K = 1, 5
         CALL CLASS(K - 3, L)
         GO TO (31, 32, 33), L
   31    WRITE (*, *) K, LABEL(1)
         GO TO 30
   32    WRITE (*, *) K, LABEL(2)
         GO TO 30
   33    WRITE (*, *) K, LABEL(3)
   30 CONTINUE
      CALL REPORT
      END
C
      SUBROUTINE SETUP
      IMPLICIT DOUBLE PRECISION (A-H,O-Z)
      PARAMETER (N=8)
      COMMON /GRID/ X(N), H, NPTS
      COMMON /COEF/ A(N), B(N), C(N), R(N)
      DO 10 I = 1, NPTS
         A(I) = -1.0D0 / (H*H)
         B(I) =  2.0D0 / (H*H)
     &        + X(I)
         C(I) = -1.0D0 /
     1          (H*H)
         R(I) = SIN(3.0D0 * X(I))
     +        * EXP(-X(I))
   10 CONTINUE
      A(1) = 0.0D0
      C(NPTS) = 0.0D0
      END
C
      SUBROUTINE THOMAS(N, A, B, C, R, U)
      INTEGER N
      DOUBLE PRECISION A(N), B(N), C(N), R(N), U(N)
      DOUBLE PRECISION CP(50), RP(50), DEN
      CP(1) = C(1) / B(1)
      RP(1) = R(1) / B(1)
      DO 10 I = 2, N
         DEN = B(I) - A(I) * CP(I-1)
         CP(I) = C(I) / DEN
         RP(I) = (R(I) - A(I) * RP(I-1)) / DEN
   10 CONTINUE
      U(N) = RP(N)
      DO 20 I = N - 1, 1, -1
         U(I) = RP(I) - CP(I) * U(I+1)
   20 CONTINUE
      END
C
      SUBROUTINE CLASS(M, L)
      INTEGER M, L
      IF (M) 10, 20, 30
   10 L = 1
      RETURN
   20 L = 2
      RETURN
   30 L = 3
      END
C
      SUBROUTINE REPORT
      IMPLICIT DOUBLE PRECISION (A-H,O-Z)
      COMMON /GRID/ XX(8), HH, NN
      COMMON /COEF/ CO(32)
      WRITE (*, '(A, I3, F10.6)') ' GRID', NN, HH
      WRITE (*, '(A, 3F12.4)') ' DIAG', CO(9), CO(12), CO(16)
      WRITE (*, '(A, F12.6)') ' RHS SUM', SUM(CO(25:32))
      END
