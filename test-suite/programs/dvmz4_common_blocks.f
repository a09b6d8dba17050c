C dvmh-test: grids=3:3x1 4:2x2 2:1x2
C     Fixed form: distributed arrays in a named COMMON block, declared (with their
C     DISTRIBUTE/ALIGN/SHADOW directives) in the main program and in each subroutine that
C     uses them: an initialisation, a 9-point smoothing step with SHADOW_RENEW(CORNER), a
C     norm (SUM and MAX reductions) and a boundary update that runs on the edge rows only.
      PROGRAM CBLK
      INTEGER N, M
      PARAMETER (N = 16, M = 10)
      DOUBLE PRECISION U(N, M), V(N, M), S, AMX
      INTEGER IT
      COMMON /FIELD/ U, V
CDVM$ DISTRIBUTE U(BLOCK, BLOCK)
CDVM$ ALIGN V(I, J) WITH U(I, J)
CDVM$ SHADOW U(1:1, 1:1)
      CALL INIT
      DO 10 IT = 1, 3
         CALL SMOOTH
         CALL EDGES(IT)
         CALL NORMS(S, AMX)
         WRITE (*, '(I3, 2F18.10)') IT, S, AMX
   10 CONTINUE
      WRITE (*, '(3F14.9)') U(1, 1), U(N / 2, M / 2), U(N, M)
      END

      SUBROUTINE INIT
      INTEGER N, M
      PARAMETER (N = 16, M = 10)
      DOUBLE PRECISION U(N, M), V(N, M)
      COMMON /FIELD/ U, V
CDVM$ DISTRIBUTE U(BLOCK, BLOCK)
CDVM$ ALIGN V(I, J) WITH U(I, J)
CDVM$ SHADOW U(1:1, 1:1)
      INTEGER I, J
CDVM$ PARALLEL (J, I) ON U(I, J)
      DO 10 J = 1, M
      DO 10 I = 1, N
         U(I, J) = DBLE(MOD(I * 5 + J * 3, 7)) + 0.1D0 * I
         V(I, J) = 0D0
   10 CONTINUE
      END

      SUBROUTINE SMOOTH
      INTEGER N, M
      PARAMETER (N = 16, M = 10)
      DOUBLE PRECISION U(N, M), V(N, M)
      COMMON /FIELD/ U, V
CDVM$ DISTRIBUTE U(BLOCK, BLOCK)
CDVM$ ALIGN V(I, J) WITH U(I, J)
CDVM$ SHADOW U(1:1, 1:1)
      INTEGER I, J
CDVM$ PARALLEL (J, I) ON V(I, J), SHADOW_RENEW(U(CORNER))
      DO 10 J = 2, M - 1
      DO 10 I = 2, N - 1
         V(I, J) = (4D0 * U(I, J) + U(I - 1, J) + U(I + 1, J)
     &      + U(I, J - 1) + U(I, J + 1) + 0.5D0 * (U(I - 1, J - 1)
     &      + U(I + 1, J + 1) + U(I - 1, J + 1) + U(I + 1, J - 1)))
     &      / 10D0
   10 CONTINUE
CDVM$ PARALLEL (J, I) ON U(I, J)
      DO 20 J = 2, M - 1
      DO 20 I = 2, N - 1
         U(I, J) = V(I, J)
   20 CONTINUE
      END

      SUBROUTINE EDGES(IT)
      INTEGER N, M, IT
      PARAMETER (N = 16, M = 10)
      DOUBLE PRECISION U(N, M), V(N, M)
      COMMON /FIELD/ U, V
CDVM$ DISTRIBUTE U(BLOCK, BLOCK)
CDVM$ ALIGN V(I, J) WITH U(I, J)
CDVM$ SHADOW U(1:1, 1:1)
      INTEGER I
CDVM$ PARALLEL (I) ON U(I, 1)
      DO 10 I = 1, N
         U(I, 1) = U(I, 1) * 0.5D0 + IT
   10 CONTINUE
CDVM$ PARALLEL (I) ON U(I, M)
      DO 20 I = 1, N
         U(I, M) = U(I, M) * 0.5D0 - IT
   20 CONTINUE
      END

      SUBROUTINE NORMS(S, AMX)
      INTEGER N, M
      PARAMETER (N = 16, M = 10)
      DOUBLE PRECISION U(N, M), V(N, M), S, AMX
      COMMON /FIELD/ U, V
CDVM$ DISTRIBUTE U(BLOCK, BLOCK)
CDVM$ ALIGN V(I, J) WITH U(I, J)
CDVM$ SHADOW U(1:1, 1:1)
      INTEGER I, J
      S = 0D0
      AMX = -1D30
CDVM$ PARALLEL (J, I) ON U(I, J), REDUCTION(SUM(S), MAX(AMX))
      DO 10 J = 1, M
      DO 10 I = 1, N
         S = S + U(I, J) * U(I, J)
         AMX = MAX(AMX, U(I, J))
   10 CONTINUE
      S = SQRT(S)
      END
