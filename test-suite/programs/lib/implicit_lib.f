C     Functions of implicit_typing.f, typed by IMPLICIT rules.
      FUNCTION ERFUN(X)
      IMPLICIT DOUBLE PRECISION (A-H, O-Z)
C     erf by its Maclaurin series
      TERM = X
      SUM = X
      N = 0
   10 N = N + 1
      TERM = -TERM * X * X / N
      ADD = TERM / (2 * N + 1)
      SUM = SUM + ADD
      IF (ABS(ADD) .GT. 1.0D-16) GO TO 10
      ERFUN = 2.0D0 / SQRT(3.14159265358979D0) * SUM
      END

      FUNCTION KOUNT(XS, N, THR)
      IMPLICIT DOUBLE PRECISION (A-H, O-Z)
      DIMENSION XS(N)
      KOUNT = 0
      DO 10 I = 1, N
         IF (XS(I) .GT. THR) KOUNT = KOUNT + 1
   10 CONTINUE
      END
