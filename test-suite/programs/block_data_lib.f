C dvmh-test: files=lib/block_data_tables.f
C     A BLOCK DATA unit in a separate file initialising two named COMMON
C     blocks (a physical constants table and a lookup grid), used by the
C     main program and a procedure; one block is modified and re-read.
      PROGRAM BDLIB
      DOUBLE PRECISION CONST(5)
      CHARACTER*8 CNAME(5)
      INTEGER NGRID, IG(8)
      COMMON /PHYS/ CONST
      COMMON /PNAME/ CNAME
      COMMON /LOOK/ NGRID, IG
      EXTERNAL TABLES
      INTEGER I
      DO 10 I = 1, 5
         WRITE (*, 100) CNAME(I), CONST(I)
   10 CONTINUE
  100 FORMAT (A8, ES16.7)
      WRITE (*, '(9I5)') NGRID, (IG(I), I = 1, 8)
      CALL INTERP(2.5D0)
      CALL INTERP(6.25D0)
      IG(3) = 100
      CALL INTERP(2.5D0)
      END

      SUBROUTINE INTERP(X)
      DOUBLE PRECISION X, T
      INTEGER NGRID, IG(8), K
      COMMON /LOOK/ NGRID, IG
      K = INT(X)
      T = X - K
      WRITE (*, 100) X, (1.0D0 - T) * IG(K) + T * IG(K + 1)
  100 FORMAT ('AT', F6.2, ' VALUE', F10.3)
      END
