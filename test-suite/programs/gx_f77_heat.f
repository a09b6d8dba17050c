C     A fixed-form FORTRAN 77 heat-conduction code in the old style: COMMON blocks for the grid
C     and the material table, EQUIVALENCE of a work array with two named halves, DATA
C     initialisation (COMMON through BLOCK DATA), statement functions for the conductivity and the source, a computed GOTO
C     selecting the boundary condition, arithmetic IF in the convergence test, DO loops ending
C     on labelled CONTINUE, and a SAVEd iteration counter in a subroutine.
      PROGRAM GXHEAT
      IMPLICIT DOUBLE PRECISION (A-H,O-Z)
      PARAMETER (N=40)
      COMMON /GRID/ X(N), DX, NPT
      COMMON /MAT/ AK0, AK1, QSRC
      DIMENSION T(N), TNEW(N), WORK(2*N)
      DIMENSION WA(N), WB(N)
      EQUIVALENCE (WORK(1), WA(1)), (WORK(N+1), WB(1))
      INTEGER IBC(3)
      DATA IBC /1, 2, 3/
C     statement functions
      COND(TT) = AK0 + AK1*TT
      SRC(XX) = QSRC*XX*(1.0D0 - XX)
C
      NPT = N
      DX = 1.0D0/DBLE(N-1)
      DO 10 I = 1, N
        X(I) = DBLE(I-1)*DX
        T(I) = 0.0D0
   10 CONTINUE
      DO 100 K = 1, 3
        DO 15 I = 1, N
          T(I) = 0.0D0
   15   CONTINUE
        ITER = 0
   20   CONTINUE
        ITER = ITER + 1
        CALL BNDRY(T, IBC(K))
        DIFF = 0.0D0
        DO 30 I = 2, N-1
          CP = 0.5D0*(COND(T(I)) + COND(T(I+1)))
          CM = 0.5D0*(COND(T(I)) + COND(T(I-1)))
          TNEW(I) = (CP*T(I+1) + CM*T(I-1) + DX*DX*SRC(X(I)))/(CP+CM)
          DIFF = MAX(DIFF, ABS(TNEW(I) - T(I)))
   30   CONTINUE
        DO 40 I = 2, N-1
          T(I) = TNEW(I)
   40   CONTINUE
        IF (ITER .GE. 60000) GOTO 50
        IF (DIFF - 1.0D-10) 50, 50, 20
   50   CONTINUE
        CALL BNDRY(T, IBC(K))
        DO 60 I = 1, N
          WA(I) = T(I)
          WB(I) = T(I)*T(I)
   60   CONTINUE
        S1 = 0.0D0
        S2 = 0.0D0
        DO 70 I = 1, 2*N
          IF (I .LE. N) THEN
            S1 = S1 + WORK(I)
          ELSE
            S2 = S2 + WORK(I)
          END IF
   70   CONTINUE
        WRITE (*, 900) K, ITER .LT. 60000, S1*DX, S2*DX
        WRITE (*, 910) T(N/4), T(N/2), T(N)
  100 CONTINUE
      CALL BNDRY(T, 0)
  900 FORMAT (' BC', I2, ' CONVERGED ', L1, 2F16.10)
  910 FORMAT ('   PROFILE', 3F14.9)
      END
C
      SUBROUTINE BNDRY(T, KIND)
      IMPLICIT DOUBLE PRECISION (A-H,O-Z)
      COMMON /GRID/ X(40), DX, NPT
      DIMENSION T(*)
      INTEGER NCALL
      SAVE NCALL
      DATA NCALL /0/
      NCALL = NCALL + 1
      GOTO (1, 2, 3) KIND
      WRITE (*, '(A,I8)') ' BNDRY CALLS', NCALL
      RETURN
C     fixed temperatures
    1 T(1) = 0.0D0
      T(NPT) = 1.0D0
      RETURN
C     insulated right end
    2 T(1) = 0.5D0
      T(NPT) = T(NPT-1)
      RETURN
C     insulated left end
    3 T(1) = T(2)
      T(NPT) = 0.0D0
      RETURN
      END
C
      BLOCK DATA MATDAT
      IMPLICIT DOUBLE PRECISION (A-H,O-Z)
      COMMON /MAT/ AK0, AK1, QSRC
      DATA AK0, AK1, QSRC /1.0D0, 0.05D0, 2.5D0/
      END
