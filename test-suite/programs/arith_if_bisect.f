C     Old-style control flow in a numerical code: bisection driven by an
C     arithmetic IF, a computed GO TO that picks the test function, an
C     assigned-style dispatch done with labels, and labelled DO loops
C     sharing a terminal CONTINUE.
      PROGRAM BISECT
      DOUBLE PRECISION A, B, C, FA, FC, F
      INTEGER IFUN, ITER
      DO 90 IFUN = 1, 3
         A = 0.0D0
         B = 3.0D0
         ITER = 0
         FA = F(IFUN, A)
   10    C = 0.5D0 * (A + B)
         ITER = ITER + 1
         FC = F(IFUN, C)
         IF (FA * FC) 20, 40, 30
   20    B = C
         GO TO 35
   30    A = C
         FA = FC
   35    IF (B - A .GT. 1.0D-10 .AND. ITER .LT. 100) GO TO 10
   40    WRITE (*, 100) IFUN, ITER, C
   90 CONTINUE
  100 FORMAT ('F', I1, ': ', I4, ' steps, root ', F14.10)
      CALL TABLE(5)
      END

      DOUBLE PRECISION FUNCTION F(K, X)
      INTEGER K
      DOUBLE PRECISION X
      GO TO (1, 2, 3), K
      F = 0.0D0
      RETURN
    1 F = X * X - 2.0D0
      RETURN
    2 F = COS(X) - X
      RETURN
    3 F = X**3 - 2.0D0 * X - 1.0D0
      RETURN
      END

      SUBROUTINE TABLE(N)
      INTEGER N, I, J, ISUM
      ISUM = 0
      DO 10 I = 1, N
      DO 10 J = I, N
         IF (MOD(I + J, 3) .EQ. 0) GO TO 10
         ISUM = ISUM + I * J
   10 CONTINUE
      WRITE (*, *) 'TABLE SUM', ISUM
      END
