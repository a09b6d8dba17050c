C dvmh-test: files=lib/lv_model.f
C     A predator-prey model split over two files in F77 style: parameters
C     and an evaluation counter in COMMON blocks shared with the library,
C     a time loop with Heun steps, the extremes of each population, the
C     conserved quantity of the exact system, and a second parameter set.
      PROGRAM LOTKA
      DOUBLE PRECISION X, Y, H, XMAX, YMAX, XMIN, V0, V, VINV
      INTEGER K, NSTEP, ISET, NEVAL
      COMMON /LVCNT/ NEVAL
      EXTERNAL VINV
      DO 50 ISET = 1, 2
         IF (ISET .EQ. 1) THEN
            CALL INITP(1.0D0, 0.5D0, 0.75D0, 0.25D0)
         ELSE
            CALL INITP(1.5D0, 1.0D0, 3.0D0, 1.0D0)
         END IF
         X = 2.0D0
         Y = 1.0D0
         H = 0.005D0
         NSTEP = 4000
         XMAX = X
         XMIN = X
         YMAX = Y
         V0 = VINV(X, Y)
         DO 20 K = 1, NSTEP
            CALL HEUN(X, Y, H)
            XMAX = MAX(XMAX, X)
            XMIN = MIN(XMIN, X)
            YMAX = MAX(YMAX, Y)
            IF (MOD(K, 1000) .EQ. 0) WRITE (*, 100) K * H, X, Y
   20    CONTINUE
         V = VINV(X, Y)
         WRITE (*, 110) ISET, XMIN, XMAX, YMAX, ABS(V - V0) .LT. 1.0D-3,
     &      NEVAL
   50 CONTINUE
  100 FORMAT (F8.2, 2F12.6)
  110 FORMAT ('SET', I2, 3F10.5, L3, I7)
      END
