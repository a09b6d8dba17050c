! BIND(C) in fixed form: blanks do not matter, so the suffixes run into the dummy list.
      MODULE CFIX
      USE ISO_C_BINDING
      IMPLICIT NONE
      INTERFACE
        INTEGER(C_SIZE_T) FUNCTION CLEN(S) BIND(C, NAME = 'strlen')
        IMPORT
        CHARACTER(KIND=C_CHAR) S(*)
        END FUNCTION CLEN
        REAL(C_DOUBLE) FUNCTION CHYP(X, Y)
     &      BIND ( C , NAME = 'hypot' )
        IMPORT :: C_DOUBLE
        REAL(C_DOUBLE), VALUE :: X, Y
        END FUNCTION CHYP
      END INTERFACE
      CONTAINS
        INTEGER(C_INT) FUNCTION TWICE(K) RESULT(R) BIND(C)
        INTEGER(C_INT), VALUE :: K
        R = 2 * K
        END FUNCTION TWICE
      END MODULE CFIX

      PROGRAM BINDCF
      USE CFIX
      IMPLICIT NONE
      INTEGER I, S
      PRINT *, 'LEN', CLEN('FIXED FORM'//C_NULL_CHAR)
      PRINT '(A, F10.4)', 'HYPOT', CHYP(3D0, 4D0)
      S = 0
      DO 10 I = 1, 5
        S = S + TWICE(I)
   10 CONTINUE
      PRINT *, 'TWICE SUM', S
      END
