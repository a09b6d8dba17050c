C dvmh-test: files=lib/char_words_lib.f
C     CHARACTER handling in F77: CHARACTER*(*) dummies, substrings on both
C     sides of assignments, INDEX and LEN, comparisons (.LT., LGT), words
C     split by blanks, a word reversed in place, upper-casing via ICHAR/CHAR,
C     CHARACTER*(*) dummy arrays of constant, assumed and adjustable shape.
      PROGRAM WORDS
      CHARACTER*40 LINE, OUT
      CHARACTER*8 WORD(10), T
      INTEGER NW, I, J, LW
      LINE = 'the quick brown fox jumps over lazy dog'
      CALL SPLIT(LINE, WORD, NW)
      WRITE (*, 100) NW
  100 FORMAT ('WORDS:', I3)
C     sort the words (insertion sort on CHARACTER)
      DO 20 I = 2, NW
         T = WORD(I)
         J = I - 1
   10    IF (J .GE. 1) THEN
            IF (WORD(J) .GT. T) THEN
               WORD(J + 1) = WORD(J)
               J = J - 1
               GO TO 10
            END IF
         END IF
         WORD(J + 1) = T
   20 CONTINUE
      DO 30 I = 1, NW
         LW = LENW(WORD(I))
         WRITE (*, 110) I, WORD(I), LW, LGT(WORD(I), 'm')
   30 CONTINUE
  110 FORMAT (I3, 1X, A, I3, L3)
      OUT = LINE
      CALL UPPER(OUT(5:9))
      CALL REVW(OUT(17:19))
      WRITE (*, '(A)') OUT
      WRITE (*, *) INDEX(LINE, 'fox'), INDEX(LINE, 'cat'), LEN(OUT)
      CALL SHOW3(WORD(3))
      CALL SHOW2D(WORD, 2)
      OUT(1:3) = LINE(37:39)
      WRITE (*, '(A, A)') '>', OUT(1:12)
      END
