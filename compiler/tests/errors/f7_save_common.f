C     SAVE WITH COMMON BLOCK NAMES: WHAT IS DIAGNOSED.
      SUBROUTINE SV1
      REAL X, Y
      COMMON /BLK/ X, Y
      SAVE /BLK/
      SAVE /BLK
C ERROR: syntax error: expected '/' at the end of the statement
      SAVE //
C ERROR: syntax error: expected '::' or name, found '//'
      X = 1.0
      END
