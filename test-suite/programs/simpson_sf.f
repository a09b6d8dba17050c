C     Statement functions in numerical integration: composite Simpson and
C     trapezoid rules with integrands defined as statement functions (one
C     using another, one with a PARAMETER and a dummy that shadows a
C     variable), Richardson extrapolation of the trapezoid values.
      PROGRAM SIMPS
      DOUBLE PRECISION X, H, S, T, T2, PI, G1, G2, G3, W
      PARAMETER (PI = 3.141592653589793D0)
      INTEGER I, N, K
      G1(X) = X * X * EXP(-X)
      G2(X) = SIN(PI * X) ** 2
      G3(X) = G1(X) + 2.0D0 * G2(X) + W
      X = 99.0D0
      W = 0.25D0
      DO 50 K = 1, 3
         N = 8 * 2**K
         H = 1.0D0 / N
         S = 0.0D0
         DO 10 I = 0, N
            IF (I .EQ. 0 .OR. I .EQ. N) THEN
               S = S + G3(I * H)
            ELSE IF (MOD(I, 2) .EQ. 1) THEN
               S = S + 4.0D0 * G3(I * H)
            ELSE
               S = S + 2.0D0 * G3(I * H)
            END IF
   10    CONTINUE
         S = S * H / 3.0D0
         T = 0.5D0 * (G1(0.0D0) + G1(1.0D0))
         T2 = T
         DO 20 I = 1, N - 1
            T = T + G1(I * H)
   20    CONTINUE
         T = T * H
         DO 30 I = 1, 2 * N - 1
            T2 = T2 + G1(I * H / 2.0D0)
   30    CONTINUE
         T2 = T2 * H / 2.0D0
         WRITE (*, 100) N, S, T, (4.0D0 * T2 - T) / 3.0D0
   50 CONTINUE
      WRITE (*, 110) X
  100 FORMAT (I5, 3F16.10)
  110 FORMAT ('X UNCHANGED', F8.2)
      END
