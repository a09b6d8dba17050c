C dvmh-test: files=lib/seq_assoc_lib.f
C     Sequence association: columns and tails of 2-D arrays passed as array
C     elements to routines with adjustable and assumed-size dummies, a 2-D
C     array seen as 1-D, an adjustable 2-D dummy with a different shape.
      PROGRAM SEQAS
      INTEGER M, N
      PARAMETER (M = 5, N = 4)
      REAL A(M, N), V(20), S, VSUM
      INTEGER I, J
      EXTERNAL VSUM
      DO 10 J = 1, N
      DO 10 I = 1, M
         A(I, J) = REAL(I) + 10.0 * REAL(J)
   10 CONTINUE
      DO 20 J = 1, N
         S = VSUM(A(1, J), M)
         WRITE (*, 100) J, S
   20 CONTINUE
  100 FORMAT ('COL', I2, ' SUM', F10.2)
C     the tail of the array from element (3,2) on
      S = VSUM(A(3, 2), M * N - 7)
      WRITE (*, 110) S
  110 FORMAT ('TAIL SUM', F10.2)
      CALL SCALE(A, M * N, 0.5)
      CALL RESHP(A, 10, 2)
      WRITE (*, 120) ((A(I, J), I = 1, M), J = 1, N)
  120 FORMAT (5F8.2)
      DO 30 I = 1, 20
         V(I) = REAL(I)
   30 CONTINUE
      CALL REVRS(V(3), 10)
      WRITE (*, 130) (V(I), I = 1, 20)
  130 FORMAT (10F6.1)
      END
