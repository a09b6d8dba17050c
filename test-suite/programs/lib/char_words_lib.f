C     String routines of char_words.f.
      SUBROUTINE SPLIT(S, W, N)
      CHARACTER*(*) S
      CHARACTER*(*) W(*)
      INTEGER N, I, ISTART
      N = 0
      ISTART = 0
      DO 10 I = 1, LEN(S)
         IF (S(I:I) .NE. ' ') THEN
            IF (ISTART .EQ. 0) ISTART = I
         ELSE IF (ISTART .NE. 0) THEN
            N = N + 1
            W(N) = S(ISTART:I - 1)
            ISTART = 0
         END IF
   10 CONTINUE
      IF (ISTART .NE. 0) THEN
         N = N + 1
         W(N) = S(ISTART:)
      END IF
      END

      INTEGER FUNCTION LENW(S)
      CHARACTER*(*) S
      INTEGER I
      LENW = 0
      DO 10 I = LEN(S), 1, -1
         IF (S(I:I) .NE. ' ') THEN
            LENW = I
            RETURN
         END IF
   10 CONTINUE
      END

      SUBROUTINE UPPER(S)
      CHARACTER*(*) S
      INTEGER I, K
      DO 10 I = 1, LEN(S)
         K = ICHAR(S(I:I))
         IF (K .GE. ICHAR('a') .AND. K .LE. ICHAR('z'))
     &      S(I:I) = CHAR(K - 32)
   10 CONTINUE
      END

      SUBROUTINE REVW(S)
      CHARACTER*(*) S
      CHARACTER*1 C
      INTEGER I, N
      N = LEN(S)
      DO 10 I = 1, N / 2
         C = S(I:I)
         S(I:I) = S(N + 1 - I:N + 1 - I)
         S(N + 1 - I:N + 1 - I) = C
   10 CONTINUE
      END

      SUBROUTINE SHOW3(W)
      CHARACTER*(*) W(3)
      WRITE (*, '(3(A, "|"))') W(1), W(2), W(3)
      WRITE (*, *) LEN(W(2)), W(3)(2:3)
      END

      SUBROUTINE SHOW2D(W, N)
      INTEGER N, I, J
      CHARACTER*(*) W(N, *)
      DO 10 J = 1, 2
         WRITE (*, '(4A)') (W(I, J)(1:4), I = 1, N)
   10 CONTINUE
      END
