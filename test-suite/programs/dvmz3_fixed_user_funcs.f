! dvmh-test: serial-files=lib/dvm_serial.f90 lib/dvmy_nproc_serial.f90
! dvmh-test: grids=4:4 3:3 2:2
C A fixed-form code using the DVM system's user functions: NUMBER_OF_PROCESSORS sizes a
C PROCESSORS arrangement and the GEN_BLOCK sizes computed at run time from weights (rows get
C fewer elements where they cost more), DVTIME times the sweeps (only the sign of the time is
C printed), odd extents (37 x 29), labelled DO loops sharing one terminal statement,
C continued directive lines, an ACROSS sweep running backwards along rows.
      PROGRAM FXUSER
      INTEGER N, M
      PARAMETER (N = 37, M = 29)
      DOUBLE PRECISION A(N, M), B(N, M), W(N), ACC, GOAL, S, T0, T1
      INTEGER GS(64), NP, I, J, K, IT
      INTEGER NUMBER_OF_PROCESSORS
      DOUBLE PRECISION DVTIME
CDVM$ PROCESSORS P(NUMBER_OF_PROCESSORS())
CDVM$ DISTRIBUTE :: A
CDVM$ ALIGN B(I, J) WITH A(I, J)
CDVM$ DYNAMIC A
      NP = NUMBER_OF_PROCESSORS()
      DO 5 I = 1, N
         W(I) = 1D0 + MOD(I * 5, 7) * 0.5D0
    5 CONTINUE
C GEN_BLOCK sizes: cut the weights into NP parts of about equal weight
      GOAL = 0
      DO 6 I = 1, N
         GOAL = GOAL + W(I)
    6 CONTINUE
      GOAL = GOAL / NP
      DO 7 K = 1, NP
         GS(K) = 0
    7 CONTINUE
      K = 1
      ACC = 0
      DO 8 I = 1, N
         IF (ACC .GE. GOAL * K .AND. K .LT. NP) K = K + 1
         GS(K) = GS(K) + 1
         ACC = ACC + W(I)
    8 CONTINUE
CDVM$ REDISTRIBUTE A(GEN_BLOCK(GS), *)
CDVM$* ONTO P
CDVM$ PARALLEL (J, I) ON A(I, J)
      DO 10 J = 1, M
      DO 10 I = 1, N
         A(I, J) = MOD(I * J, 17) * 0.125D0
         B(I, J) = W(I)
   10 CONTINUE
      T0 = DVTIME()
      DO 40 IT = 1, 3
CDVM$ PARALLEL (J, I) ON A(I, J),
CDVM$*   ACROSS(A(1:1, 0:1))
      DO 20 J = M - 1, 1, -1
      DO 20 I = 2, N - 1
         A(I, J) = (A(I - 1, J) + A(I + 1, J) + A(I, J + 1)) / 3D0
     &           + 0.01D0 * B(I, J)
   20 CONTINUE
         S = 0
CDVM$ PARALLEL (J, I) ON B(I, J), SHADOW_RENEW(A),
CDVM$*   REDUCTION(SUM(S))
      DO 30 J = 2, M - 1
      DO 30 I = 2, N - 1
         B(I, J) = A(I, J - 1) + A(I, J + 1) - 2 * A(I, J)
         S = S + B(I, J) * I
   30 CONTINUE
         WRITE (*, '(A, I2, F18.9)') 'IT', IT, S
   40 CONTINUE
      T1 = DVTIME()
      WRITE (*, '(A, L2)') 'TIME NONNEGATIVE', T1 - T0 .GE. 0D0
      WRITE (*, '(A, L2)') 'SIZES ADD UP', SUM(GS(1:NP)) .EQ. N
      WRITE (*, '(4F16.10)') A(1, 1), A(19, 15), A(N - 1, 1),
     &   B(2, M - 1)
      END
