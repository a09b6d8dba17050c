C     Table look-up in F77: a property table held in DATA-initialised
C     arrays (with repeat counts and an implied-DO DATA list), bisection
C     search for the interval, linear and quadratic (Lagrange) interpolation
C     in FUNCTIONs with assumed-size dummies, and inverse interpolation.
      PROGRAM INTERP
      INTEGER NT, I
      PARAMETER (NT = 9)
      REAL TK(NT), CP(NT), XQ, TLIN, TQUAD, TINV
      INTEGER IFLAG(NT)
      DATA TK /250.0, 300.0, 350.0, 400.0, 450.0, 500.0, 600.0, 700.0,
     &         800.0/
      DATA CP /1.003, 1.005, 1.008, 1.013, 1.020, 1.029, 1.051, 1.075,
     &         1.099/
      DATA (IFLAG(I), I = 1, NT) /3*0, 2*1, 4*2/
      DO 10 I = 1, 7
         XQ = 260.0 + 85.0 * (I - 1)
         WRITE (*, 100) XQ, TLIN(TK, CP, NT, XQ), TQUAD(TK, CP, NT, XQ)
   10 CONTINUE
  100 FORMAT ('T =', F7.1, '  LINEAR', F9.5, '  QUADRATIC', F9.5)
      TINV = TLIN(CP, TK, NT, 1.040)
      WRITE (*, '(A, F8.2)') 'CP = 1.040 AT T =', TINV
      WRITE (*, '(9I2)') IFLAG
      END

      INTEGER FUNCTION LOCATE(X, N, V)
      INTEGER N, LO, HI, MID
      REAL X(*), V
      LO = 1
      HI = N
   10 IF (HI - LO .GT. 1) THEN
         MID = (LO + HI) / 2
         IF (X(MID) .GT. V) THEN
            HI = MID
         ELSE
            LO = MID
         END IF
         GO TO 10
      END IF
      LOCATE = LO
      END

      REAL FUNCTION TLIN(X, Y, N, V)
      INTEGER N, K, LOCATE
      REAL X(*), Y(*), V
      K = LOCATE(X, N, V)
      TLIN = Y(K) + (Y(K + 1) - Y(K)) * (V - X(K)) / (X(K + 1) - X(K))
      END

      REAL FUNCTION TQUAD(X, Y, N, V)
      INTEGER N, K, LOCATE
      REAL X(*), Y(*), V, L0, L1, L2
      K = MIN(LOCATE(X, N, V), N - 2)
      L0 = (V - X(K + 1)) * (V - X(K + 2)) /
     &     ((X(K) - X(K + 1)) * (X(K) - X(K + 2)))
      L1 = (V - X(K)) * (V - X(K + 2)) /
     &     ((X(K + 1) - X(K)) * (X(K + 1) - X(K + 2)))
      L2 = (V - X(K)) * (V - X(K + 1)) /
     &     ((X(K + 2) - X(K)) * (X(K + 2) - X(K + 1)))
      TQUAD = L0 * Y(K) + L1 * Y(K + 1) + L2 * Y(K + 2)
      END
