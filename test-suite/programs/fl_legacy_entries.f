C     A Fortran 77 style thermodynamics table package as old NPB-era
C     codes wrote it: one subroutine with several ENTRY points sharing
C     SAVEd state (a setter, getters, a reset), a function with ENTRY
C     points returning derived quantities, and a solver that reports
C     failures through alternate returns (RETURN 1 / RETURN 2) which the
C     caller dispatches with CALL ... (*label) and also ignores.
      PROGRAM GASTAB
      IMPLICIT NONE
      DOUBLE PRECISION T, P, RHO, CP, H, GAM
      DOUBLE PRECISION ENTHAL, SOUND, FGAS
      DOUBLE PRECISION X0, ROOT
      INTEGER I, NFAIL, NBAD, NOK
      CALL GASDEF(1.4D0, 287.0D0)
      DO 20 I = 1, 4
         T = 250.0D0 + 50.0D0 * I
         P = 1.0D5 * I
         CALL GASRHO(T, P, RHO)
         CALL GASCP(CP)
         H = ENTHAL(T)
         WRITE (*, 100) I, T, RHO, CP, H, SOUND(T)
   20 CONTINUE
      CALL GASGAM(GAM)
      PRINT *, 'gamma before reset', GAM
      CALL GASRST
      CALL GASGAM(GAM)
      PRINT *, 'gamma after reset', GAM
      PRINT *, 'fgas(300)', FGAS(300.0D0)
C     Newton iterations: alternate returns for no convergence and for a
C     zero derivative.
      NFAIL = 0
      NBAD = 0
      NOK = 0
      DO 50 I = 1, 5
         X0 = DBLE(I) - 3.0D0
         CALL NEWTON(X0, I * 4, ROOT, *30, *40)
         NOK = NOK + 1
         WRITE (*, 110) I, X0, ROOT
         GO TO 50
   30    NFAIL = NFAIL + 1
         WRITE (*, 120) I, 'no convergence', ROOT
         GO TO 50
   40    NBAD = NBAD + 1
         WRITE (*, 120) I, 'zero slope', ROOT
   50 CONTINUE
      PRINT *, 'ok, failed, bad:', NOK, NFAIL, NBAD
      CALL CHECKP(-1.0D0, *60)
      PRINT *, 'positive pressure accepted'
      GO TO 70
   60 PRINT *, 'negative pressure rejected'
   70 CALL CHECKP(2.0D0, *80)
      PRINT *, 'positive pressure accepted'
   80 CONTINUE
  100 FORMAT (I3, 5F14.4, F12.5)
  110 FORMAT ('case', I2, ' from', F6.2, ' root', F12.8)
  120 FORMAT ('case', I2, 1X, A, F12.6)
      END

C     The gas model: GASDEF sets it, the entries read it.
      SUBROUTINE GASDEF(G, R)
      IMPLICIT NONE
      DOUBLE PRECISION G, R, T, P, RHO, CP, GAM
      DOUBLE PRECISION GSAVE, RSAVE
      SAVE GSAVE, RSAVE
      GSAVE = G
      RSAVE = R
      RETURN
      ENTRY GASRHO(T, P, RHO)
      RHO = P / (RSAVE * T)
      RETURN
      ENTRY GASCP(CP)
      CP = GSAVE * RSAVE / (GSAVE - 1.0D0)
      RETURN
      ENTRY GASGAM(GAM)
      GAM = GSAVE
      RETURN
      ENTRY GASRST
      GSAVE = 1.3D0
      RSAVE = 290.0D0
      END

C     Enthalpy and speed of sound at temperature T from the saved model;
C     FGAS falls through from its own code into the SOUND entry.
      DOUBLE PRECISION FUNCTION ENTHAL(T)
      IMPLICIT NONE
      DOUBLE PRECISION T, SOUND, FGAS, CP, GAM
      CALL GASCP(CP)
      ENTHAL = CP * T
      RETURN
      ENTRY FGAS(T)
      FGAS = -1.0D0
      ENTRY SOUND(T)
      CALL GASGAM(GAM)
      SOUND = SQRT(GAM * 287.0D0 * T) + FGAS * 0.0D0
      END

C     Newton's method for x**3 - 3x - 5 = 0 with at most MAXIT steps:
C     RETURN 1 when it does not converge, RETURN 2 on a zero derivative.
      SUBROUTINE NEWTON(X0, MAXIT, X, *, *)
      IMPLICIT NONE
      DOUBLE PRECISION X0, X, F, DF
      INTEGER MAXIT, K
      X = X0
      DO 10 K = 1, MAXIT
         F = X**3 - 3.0D0 * X - 5.0D0
         DF = 3.0D0 * X**2 - 3.0D0
         IF (ABS(DF) .LT. 1.0D-12) RETURN 2
         IF (ABS(F) .LT. 1.0D-12) RETURN
         X = X - F / DF
   10 CONTINUE
      IF (ABS(X**3 - 3.0D0 * X - 5.0D0) .GT. 1.0D-10) RETURN 1
      END

      SUBROUTINE CHECKP(P, *)
      DOUBLE PRECISION P
      IF (P .LE. 0.0D0) RETURN 1
      END
