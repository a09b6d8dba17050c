C     F77 LIBRARY IDIOMS: STATEMENT FUNCTIONS, AN ACCUMULATOR WHOSE ROUTINES SHARE SAVED
C     STATE THROUGH A COMMON BLOCK, ERROR CODES DISPATCHED WITH A COMPUTED GO TO, SAVE/DATA
C     COUNTERS AND TABLES - AS IN OLD STATISTICS AND UNIT-CONVERSION CODE.
      PROGRAM F7ACC
      IMPLICIT NONE
      REAL X(8), CTOF, FTOC, T, S, UCONV, C(5)
      INTEGER I, N, IERR
      DOUBLE PRECISION HYP, A, B
C     STATEMENT FUNCTIONS, ONE USING ANOTHER
      HYP(A, B) = DSQRT(A*A + B*B)
      CTOF(T) = 9.0*T/5.0 + 32.0
      FTOC(T) = (T - 32.0)*5.0/9.0
      DATA X /1.5, 2.5, -0.5, 4.0, 3.25, 0.75, 2.0, 1.0/
      WRITE (*, '(A, 3F10.4)') ' HYP', HYP(3D0, 4D0), HYP(1D0, 1D0),
     &     HYP(HYP(1D0, 2D0), 2D0)
      WRITE (*, '(A, 4F9.3)') ' TEMP', CTOF(100.0), CTOF(-40.0),
     &     FTOC(212.0), FTOC(CTOF(37.0))
C     ACCUMULATOR WITH ENTRY POINTS
      CALL ACCRST
      DO 10 I = 1, 8
         CALL ACCADD(X(I))
   10 CONTINUE
      CALL ACCGET(N, S, T)
      WRITE (*, '(A, I3, 2F10.5)') ' ACC', N, S, T
      CALL ACCADD(10.0)
      CALL ACCGET(N, S, T)
      WRITE (*, '(A, I3, 2F10.5)') ' ACC', N, S, T
C     ALTERNATE RETURNS FROM A CHECKED SOLVER
      DO 20 I = 1, 4
         CALL SQROOT(REAL(I*I) - 4.0, S, IERR)
         GO TO (30, 40), IERR
         WRITE (*, '(A, I2, F10.5)') ' ROOT', I, S
         GO TO 20
   30    WRITE (*, '(A, I2, A)') ' ROOT', I, ' NEGATIVE'
         GO TO 20
   40    WRITE (*, '(A, I2, A)') ' ROOT', I, ' ZERO'
   20 CONTINUE
C     SAVED CALL COUNTER AND DATA TABLE
      DO 50 I = 1, 5
         CALL TICK(I)
   50 CONTINUE
      DO 60 I = 1, 5
         C(I) = UCONV(I, 2.0)
   60 CONTINUE
      WRITE (*, '(A, 5F8.3)') ' CONV', C
      END

      SUBROUTINE ACCRST
      REAL SUM, SUMSQ
      INTEGER NN
      COMMON /ACCUM/ SUM, SUMSQ, NN
      SAVE /ACCUM/
      SUM = 0.0
      SUMSQ = 0.0
      NN = 0
      END

      SUBROUTINE ACCADD(V)
      REAL V, SUM, SUMSQ
      INTEGER NN
      COMMON /ACCUM/ SUM, SUMSQ, NN
      SAVE /ACCUM/
      NN = NN + 1
      SUM = SUM + V
      SUMSQ = SUMSQ + V*V
      END

      SUBROUTINE ACCGET(K, MEAN, SD)
      REAL SUM, SUMSQ, MEAN, SD
      INTEGER NN, K
      COMMON /ACCUM/ SUM, SUMSQ, NN
      SAVE /ACCUM/
      K = NN
      MEAN = SUM/NN
      SD = SQRT(MAX(0.0, SUMSQ/NN - MEAN*MEAN))
      RETURN
      END

      SUBROUTINE SQROOT(V, R, IERR)
      REAL V, R
      INTEGER IERR
      IERR = 0
      IF (V .LT. 0.0) THEN
         IERR = 1
         RETURN
      END IF
      IF (V .EQ. 0.0) THEN
         IERR = 2
         RETURN
      END IF
      R = SQRT(V)
      RETURN
      END

      SUBROUTINE TICK(I)
      INTEGER I, NCALL, ITOT
      SAVE NCALL, ITOT
      DATA NCALL /0/, ITOT /100/
      NCALL = NCALL + 1
      ITOT = ITOT + I*NCALL
      GO TO (1, 2, 3), MOD(I, 3) + 1
    1 WRITE (*, '(A, 3I6)') ' TICK A', I, NCALL, ITOT
      RETURN
    2 WRITE (*, '(A, 3I6)') ' TICK B', I, NCALL, ITOT
      RETURN
    3 WRITE (*, '(A, 3I6)') ' TICK C', I, NCALL, ITOT
      END

      REAL FUNCTION UCONV(K, V)
      INTEGER K
      REAL V, FACTOR(5)
      CHARACTER*4 UNITS(5)
      DATA FACTOR /0.3048, 2.54, 1.609344, 0.45359237, 3.785411784/
      DATA UNITS /'FT', 'IN', 'MI', 'LB', 'GAL'/
      UCONV = V*FACTOR(K)
      IF (K .EQ. 5) WRITE (*, '(5(1X, A))') UNITS
      END
