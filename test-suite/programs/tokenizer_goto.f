C     A finite-state tokenizer written with a computed GO TO on the state
C     and character classes from INDEX: integers, identifiers, operators
C     and blanks are recognised in a CHARACTER*(*) dummy, tokens are
C     stored with their kinds, and the sum of integer tokens is formed.
      PROGRAM TOKENS
      CHARACTER*60 SRC
      CHARACTER*12 TOK(30)
      INTEGER KIND(30), NT, I, ISUM, IV
      SRC = 'alpha1 = 42 + beta*(7-x2) / 300 + gamma'
      CALL SCAN(SRC, TOK, KIND, NT)
      ISUM = 0
      DO 10 I = 1, NT
         WRITE (*, '(I3, I2, 1X, A)') I, KIND(I), TOK(I)
         IF (KIND(I) .EQ. 1) THEN
            READ (TOK(I), '(I12)') IV
            ISUM = ISUM + IV
         END IF
   10 CONTINUE
      WRITE (*, *) 'TOKENS', NT, ' INTEGER SUM', ISUM
      END

      SUBROUTINE SCAN(S, TOK, KIND, NT)
      CHARACTER*(*) S
      CHARACTER*(*) TOK(*)
      INTEGER KIND(*), NT
      INTEGER I, ISTATE, ICLS, IBEG
      CHARACTER*1 C
      NT = 0
      ISTATE = 1
      I = 0
C     state 1: between tokens; 2: in a number; 3: in a name
   10 I = I + 1
      IF (I .GT. LEN(S)) THEN
         C = ' '
      ELSE
         C = S(I:I)
      END IF
      ICLS = 4
      IF (INDEX('0123456789', C) .GT. 0) ICLS = 1
      IF (INDEX('abcdefghijklmnopqrstuvwxyz', C) .GT. 0) ICLS = 2
      IF (INDEX('+-*/=()', C) .GT. 0) ICLS = 3
      GO TO (100, 200, 300), ISTATE
  100 IF (ICLS .EQ. 1) THEN
         IBEG = I
         ISTATE = 2
      ELSE IF (ICLS .EQ. 2) THEN
         IBEG = I
         ISTATE = 3
      ELSE IF (ICLS .EQ. 3) THEN
         NT = NT + 1
         TOK(NT) = C
         KIND(NT) = 3
      END IF
      GO TO 900
  200 IF (ICLS .NE. 1) THEN
         NT = NT + 1
         TOK(NT) = S(IBEG:I - 1)
         KIND(NT) = 1
         ISTATE = 1
         I = I - 1
      END IF
      GO TO 900
  300 IF (ICLS .NE. 1 .AND. ICLS .NE. 2) THEN
         NT = NT + 1
         TOK(NT) = S(IBEG:I - 1)
         KIND(NT) = 2
         ISTATE = 1
         I = I - 1
      END IF
  900 IF (I .LE. LEN(S)) GO TO 10
      END
