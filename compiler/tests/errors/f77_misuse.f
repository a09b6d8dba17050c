C     F77 misuse: COMMON blocks, BLOCK DATA, statement functions, labels,
C     arithmetic IF and computed GO TO, DATA and character lengths.
      PROGRAM F77BAD
      IMPLICIT CHARACTER*4 (W)
C ERROR: IMPLICIT CHARACTER with a length other than 1 is not supported yet
      INTEGER N, I, K, IA(5)
      PARAMETER (N = 5)
      REAL X, Y, Z, A(N), SQ
      CHARACTER*4 S
      CHARACTER*8 T
      COMPLEX C
      COMMON /B1/ X, Y
      COMMON /B2/ Y
C ERROR: 'y' cannot be in COMMON: it is already in a COMMON block
      COMMON /B3/ N
C ERROR: 'n' cannot be in COMMON: it is not a variable
      COMMON /B4/ I, I
C ERROR: 'i' cannot be in COMMON: it is already in a COMMON block
      DATA K /1, 2/
C ERROR: DATA has 1 object but 2 values
      DATA IA /1, 2, 3/
C ERROR: DATA has 5 objects but 3 values
      DATA S /5/
C ERROR: cannot initialise CHARACTER 's' with INTEGER(4)
      SQ(Z) = Z * Z
      X = SQ(1.0, 2.0)
C ERROR: statement function 'sq' takes 1 argument, but 2 given
      X = SQ(S)
C ERROR: argument of type CHARACTER given for dummy 'z' of type REAL(4) of statement function 'sq'
      IF (X) 10, 20
C ERROR: syntax error: expected ',' at the end of the statement
      IF (C) 10, 20, 30
C ERROR: the value of an arithmetic IF must be INTEGER or REAL, found COMPLEX(4)
      IF (S) 10, 20, 30
C ERROR: the value of an arithmetic IF must be INTEGER or REAL, found CHARACTER
   10 GO TO (20, 30, 99), X
C ERROR: the index of a computed GO TO must be INTEGER, found REAL(4)
   20 GO TO (20, 30), S
C ERROR: the index of a computed GO TO must be INTEGER, found CHARACTER
   30 CONTINUE
      DO 40 I = 1, N
         K = K + I
   40 FORMAT (I5)
C ERROR: a DO loop cannot end with a FORMAT statement
      DO 50 I = 1, N
         A(I) = I
   50 CONTINUE
      DO 60 K = 1, N
         DO 60 I = 1, N
            A(I) = A(I) + K
   60 CONTINUE
      DO 70 I = 1, N
   70 X = X + 1
      GO TO 50
C ERROR: GO TO 50 branches into a DO loop, IF construct or REGION from outside it
      T = S // S // S
      S(0:2) = 'ab'
C ERROR: substring start 0 is less than 1
      S = T(3:2) // 'x'
      I = LEN(K)
C ERROR: LEN needs CHARACTER arguments, found INTEGER(4)
      I = INDEX(S, 3)
C ERROR: INDEX needs CHARACTER arguments, found INTEGER(4)
      CALL SUB(X)
      END

      SUBROUTINE SUB(P)
      REAL P, Q
      COMMON /B5/ P
C ERROR: 'p' cannot be in COMMON: it is a dummy argument
      COMMON /B6/ Q
      SAVE Q
      DATA Q /1.0/
C ERROR: 'q' cannot be initialised by DATA: it is in COMMON: initialise it in a BLOCK DATA unit
      P = Q
      END

      BLOCK DATA BD
      INTEGER M
      COMMON /B7/ M
      DATA M /3/
      M = 4
C ERROR: a BLOCK DATA unit may only hold declarations and DATA statements
      END
