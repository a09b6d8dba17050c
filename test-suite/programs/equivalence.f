      PROGRAM EQUIV
C     Storage association through EQUIVALENCE: locals, arrays, COMMON members.
      INTEGER I, IA(4), IB(2)
      REAL R(4), S
      DOUBLE PRECISION D
      INTEGER ID(2)
      CHARACTER*8 WORD
      CHARACTER*4 HALF1, HALF2
      REAL X(10), Y(5)
      COMMON /BLK/ X
      EQUIVALENCE (IA(3), IB(1)), (R(2), S)
      EQUIVALENCE (D, ID(1))
      EQUIVALENCE (WORD(1:4), HALF1), (WORD(5:8), HALF2)
      EQUIVALENCE (X(6), Y(1))
      DO 10 I = 1, 4
         IA(I) = 10 * I
         R(I) = REAL(I) / 2.0
   10 CONTINUE
      PRINT *, IB(1), IB(2)
      IB(2) = -1
      PRINT *, IA
      PRINT *, S
      S = 99.0
      PRINT *, R
      D = 1.0D0
      PRINT *, ID(1), ID(2)
      HALF1 = 'abcd'
      HALF2 = 'efgh'
      PRINT *, WORD
      WORD = '12345678'
      PRINT *, HALF1, ' ', HALF2
      DO 20 I = 1, 10
         X(I) = REAL(I)
   20 CONTINUE
      PRINT *, Y
      CALL SHOW
      CALL TAIL
      END

      SUBROUTINE TAIL
C     An EQUIVALENCE that extends a COMMON block past its end.
      REAL P(4), Q(5)
      COMMON /EXT/ P
      EQUIVALENCE (P(3), Q(1))
      DO 30 I = 1, 5
         Q(I) = 100.0 + I
   30 CONTINUE
      PRINT *, P
      CALL TAIL2
      END

      SUBROUTINE TAIL2
      REAL P(7)
      COMMON /EXT/ P
      PRINT *, P(5), P(6), P(7)
      END

      SUBROUTINE SHOW
      REAL X(10)
      COMMON /BLK/ X
      PRINT *, X(6), X(10)
      END
