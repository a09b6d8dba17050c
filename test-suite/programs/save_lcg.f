C     SAVE and DATA in procedures: a linear congruential generator keeping
C     its seed between calls (SAVEd and DATA-initialised), a call counter
C     in a SAVEd local, a first-call flag, and reseeding through a second
C     routine sharing a COMMON block initialised by BLOCK DATA.
      PROGRAM SAVLCG
      INTEGER I, K, NHIT, NXTRND, NCALLS
      INTEGER HIST(0:9)
      DOUBLE PRECISION X, Y, URAND
      DO 5 I = 0, 9
         HIST(I) = 0
    5 CONTINUE
      DO 10 I = 1, 1000
         K = MOD(NXTRND(), 10)
         HIST(K) = HIST(K) + 1
   10 CONTINUE
      WRITE (*, '(10I5)') HIST
      NHIT = 0
      DO 20 I = 1, 2000
         X = URAND()
         Y = URAND()
         IF (X * X + Y * Y .LE. 1.0D0) NHIT = NHIT + 1
   20 CONTINUE
      WRITE (*, 100) NHIT, 4.0D0 * NHIT / 2000.0D0
  100 FORMAT ('HITS', I6, ' PI ~', F8.4)
      CALL RESEED(12345)
      WRITE (*, '(5I12)') (NXTRND(), I = 1, 5)
      CALL RESEED(12345)
      WRITE (*, '(5I12)') (NXTRND(), I = 1, 5)
      WRITE (*, *) 'CALLS', NCALLS(), NCALLS()
      END

      INTEGER FUNCTION NXTRND()
      INTEGER ISEED, NC, NCALLS
      INTEGER*8 T
      COMMON /SEED/ ISEED
      SAVE NC
      DATA NC /0/
      NC = NC + 1
      T = MOD(INT(ISEED, 8) * 16807_8, 2147483647_8)
      ISEED = INT(T)
      NXTRND = ISEED
      RETURN
      END

      INTEGER FUNCTION NCALLS()
      INTEGER N
      SAVE N
      DATA N /0/
      N = N + 1
      NCALLS = N
      END

      DOUBLE PRECISION FUNCTION URAND()
      INTEGER NXTRND
      LOGICAL FIRST
      SAVE FIRST
      DATA FIRST /.TRUE./
      IF (FIRST) THEN
         WRITE (*, *) 'URAND FIRST CALL'
         FIRST = .FALSE.
      END IF
      URAND = DBLE(NXTRND()) / 2147483647.0D0
      END

      SUBROUTINE RESEED(K)
      INTEGER K, ISEED
      COMMON /SEED/ ISEED
      ISEED = K
      END

      BLOCK DATA SEEDS
      INTEGER ISEED
      COMMON /SEED/ ISEED
      DATA ISEED /2026/
      END
