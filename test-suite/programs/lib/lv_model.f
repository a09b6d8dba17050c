C     The model routines of lotka_volterra.f: parameters in COMMON set by
C     INITP, a derivative subroutine, a Heun step, and a report routine.
      SUBROUTINE INITP(A, B, C, D)
      DOUBLE PRECISION A, B, C, D
      DOUBLE PRECISION ALPHA, BETA, GAMMA, DELTA
      INTEGER NEVAL
      COMMON /LVPAR/ ALPHA, BETA, GAMMA, DELTA
      COMMON /LVCNT/ NEVAL
      ALPHA = A
      BETA = B
      GAMMA = C
      DELTA = D
      NEVAL = 0
      END

      SUBROUTINE RATES(X, Y, DX, DY)
      DOUBLE PRECISION X, Y, DX, DY
      DOUBLE PRECISION ALPHA, BETA, GAMMA, DELTA
      INTEGER NEVAL
      COMMON /LVPAR/ ALPHA, BETA, GAMMA, DELTA
      COMMON /LVCNT/ NEVAL
      DX = ALPHA * X - BETA * X * Y
      DY = DELTA * X * Y - GAMMA * Y
      NEVAL = NEVAL + 1
      END

      SUBROUTINE HEUN(X, Y, H)
      DOUBLE PRECISION X, Y, H, DX1, DY1, DX2, DY2
      CALL RATES(X, Y, DX1, DY1)
      CALL RATES(X + H * DX1, Y + H * DY1, DX2, DY2)
      X = X + 0.5D0 * H * (DX1 + DX2)
      Y = Y + 0.5D0 * H * (DY1 + DY2)
      END

      DOUBLE PRECISION FUNCTION VINV(X, Y)
      DOUBLE PRECISION X, Y
      DOUBLE PRECISION ALPHA, BETA, GAMMA, DELTA
      COMMON /LVPAR/ ALPHA, BETA, GAMMA, DELTA
      VINV = DELTA * X - GAMMA * LOG(X) + BETA * Y - ALPHA * LOG(Y)
      END
