C dvmh-test: grids=3:3x1 3:1x3 4:2x2
C     Fortran-DVMH in F77 style: distributed arrays held in COMMON blocks, initialised,
C     relaxed and measured by subroutines three call levels deep that only see the COMMON
C     (no dummies), a second COMMON with a 1-D distributed array aligned with a column of
C     the grid, a sizes COMMON set by the main program, and a label-ended DO nest.
      PROGRAM CLEVEL
      INTEGER NX, NY
      PARAMETER (NX = 23, NY = 17)
      DOUBLE PRECISION A(NX, NY), B(NX, NY), R(NX)
      COMMON /GRID/ A, B
      COMMON /ROWS/ R
CDVM$ DISTRIBUTE A(BLOCK, BLOCK)
CDVM$ ALIGN B(I, J) WITH A(I, J)
CDVM$ ALIGN R(I) WITH A(I, *)
CDVM$ SHADOW A(1:1, 1:1)
      INTEGER NIT, IT
      DOUBLE PRECISION OMEGA
      COMMON /CTRL/ NIT, OMEGA
      DOUBLE PRECISION S, EPS
      NIT = 12
      OMEGA = 0.8D0
      CALL SETUP
      DO 100 IT = 1, NIT
         CALL STEP(EPS)
         IF (MOD(IT, 4) .EQ. 0) THEN
            CALL NORMS(S)
            WRITE (*, 901) IT, EPS, S
         END IF
  100 CONTINUE
      CALL ROWSUM
      WRITE (*, 902) R(1), R(NX / 2), R(NX)
      WRITE (*, 902) A(2, 2), A(NX - 1, NY - 1), B(NX / 2, NY / 3)
  901 FORMAT (' IT=', I3, ' EPS=', E14.6, ' S=', F16.8)
  902 FORMAT (3F18.10)
      END

      SUBROUTINE SETUP
      INTEGER NX, NY
      PARAMETER (NX = 23, NY = 17)
      DOUBLE PRECISION A(NX, NY), B(NX, NY)
      COMMON /GRID/ A, B
CDVM$ DISTRIBUTE A(BLOCK, BLOCK)
CDVM$ ALIGN B(I, J) WITH A(I, J)
CDVM$ SHADOW A(1:1, 1:1)
      INTEGER I, J
CDVM$ PARALLEL (J, I) ON A(I, J)
      DO 10 J = 1, NY
      DO 10 I = 1, NX
         A(I, J) = 0D0
         IF (I .EQ. 1 .OR. J .EQ. 1) A(I, J) = DBLE(I + J) / 10D0
         IF (I .EQ. NX .OR. J .EQ. NY) A(I, J) = 1D0
         B(I, J) = A(I, J)
   10 CONTINUE
      END

      SUBROUTINE STEP(EPS)
      DOUBLE PRECISION EPS
      CALL SMOOTH
      CALL UPDATE(EPS)
      END

      SUBROUTINE SMOOTH
      INTEGER NX, NY
      PARAMETER (NX = 23, NY = 17)
      DOUBLE PRECISION A(NX, NY), B(NX, NY)
      COMMON /GRID/ A, B
CDVM$ DISTRIBUTE A(BLOCK, BLOCK)
CDVM$ ALIGN B(I, J) WITH A(I, J)
CDVM$ SHADOW A(1:1, 1:1)
      INTEGER I, J
CDVM$ PARALLEL (J, I) ON B(I, J), SHADOW_RENEW(A)
      DO 20 J = 2, NY - 1
      DO 20 I = 2, NX - 1
         B(I, J) = (A(I - 1, J) + A(I + 1, J) + A(I, J - 1) +
     &              A(I, J + 1)) * 0.25D0
   20 CONTINUE
      END

      SUBROUTINE UPDATE(EPS)
      DOUBLE PRECISION EPS
      INTEGER NX, NY
      PARAMETER (NX = 23, NY = 17)
      DOUBLE PRECISION A(NX, NY), B(NX, NY)
      COMMON /GRID/ A, B
CDVM$ DISTRIBUTE A(BLOCK, BLOCK)
CDVM$ ALIGN B(I, J) WITH A(I, J)
CDVM$ SHADOW A(1:1, 1:1)
      INTEGER NIT
      DOUBLE PRECISION OMEGA
      COMMON /CTRL/ NIT, OMEGA
      INTEGER I, J
      DOUBLE PRECISION D
      EPS = 0D0
CDVM$ PARALLEL (J, I) ON A(I, J), REDUCTION(MAX(EPS)), PRIVATE(D)
      DO 30 J = 2, NY - 1
      DO 30 I = 2, NX - 1
         D = B(I, J) - A(I, J)
         EPS = MAX(EPS, ABS(D))
         A(I, J) = A(I, J) + OMEGA * D
   30 CONTINUE
      END

      SUBROUTINE NORMS(S)
      DOUBLE PRECISION S
      INTEGER NX, NY
      PARAMETER (NX = 23, NY = 17)
      DOUBLE PRECISION A(NX, NY), B(NX, NY)
      COMMON /GRID/ A, B
CDVM$ DISTRIBUTE A(BLOCK, BLOCK)
CDVM$ ALIGN B(I, J) WITH A(I, J)
CDVM$ SHADOW A(1:1, 1:1)
      INTEGER I, J
      S = 0D0
CDVM$ PARALLEL (J, I) ON A(I, J), REDUCTION(SUM(S))
      DO 40 J = 1, NY
      DO 40 I = 1, NX
         S = S + A(I, J) * DBLE(I) / DBLE(J)
   40 CONTINUE
      END

      SUBROUTINE ROWSUM
      INTEGER NX, NY
      PARAMETER (NX = 23, NY = 17)
      DOUBLE PRECISION A(NX, NY), B(NX, NY), R(NX)
      COMMON /GRID/ A, B
      COMMON /ROWS/ R
CDVM$ DISTRIBUTE A(BLOCK, BLOCK)
CDVM$ ALIGN B(I, J) WITH A(I, J)
CDVM$ ALIGN R(I) WITH A(I, *)
CDVM$ SHADOW A(1:1, 1:1)
      INTEGER I, J
      DOUBLE PRECISION T
CDVM$ PARALLEL (I) ON R(I), PRIVATE(T, J), REMOTE_ACCESS(A(I, :))
      DO 50 I = 1, NX
         T = 0D0
         DO 60 J = 1, NY
            T = T + A(I, J)
   60    CONTINUE
         R(I) = T
   50 CONTINUE
      END
