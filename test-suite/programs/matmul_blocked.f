C     Loop tiling in F77: a blocked matrix product C = A*B with tile loops
C     whose inner bounds are MIN expressions, compared with the naive
C     triple loop and with a transposed-B variant; a DO loop with a
C     negative step for the trace of the anti-diagonal; and the Frobenius
C     norm of the difference.
      PROGRAM MMBLK
      INTEGER N, NB
      PARAMETER (N = 37, NB = 8)
      DOUBLE PRECISION A(N, N), B(N, N), BT(N, N), C1(N, N), C2(N, N)
      DOUBLE PRECISION C3(N, N), S, D12, D13, TR
      INTEGER I, J, K, II, JJ, KK
      DO 10 J = 1, N
      DO 10 I = 1, N
         A(I, J) = DBLE(MOD(I + 2 * J, 11)) / 7.0D0 - 0.5D0
         B(I, J) = DBLE(MOD(3 * I - J + 50, 13)) / 9.0D0
         BT(J, I) = B(I, J)
         C1(I, J) = 0.0D0
         C2(I, J) = 0.0D0
   10 CONTINUE
      DO 20 J = 1, N
      DO 20 K = 1, N
      DO 20 I = 1, N
         C1(I, J) = C1(I, J) + A(I, K) * B(K, J)
   20 CONTINUE
      DO 60 JJ = 1, N, NB
      DO 60 KK = 1, N, NB
      DO 60 II = 1, N, NB
         DO 50 J = JJ, MIN(JJ + NB - 1, N)
         DO 50 K = KK, MIN(KK + NB - 1, N)
         DO 50 I = II, MIN(II + NB - 1, N)
            C2(I, J) = C2(I, J) + A(I, K) * B(K, J)
   50    CONTINUE
   60 CONTINUE
      DO 80 J = 1, N
      DO 80 I = 1, N
         S = 0.0D0
         DO 70 K = 1, N
            S = S + A(I, K) * BT(J, K)
   70    CONTINUE
         C3(I, J) = S
   80 CONTINUE
      D12 = 0.0D0
      D13 = 0.0D0
      DO 90 J = 1, N
      DO 90 I = 1, N
         D12 = D12 + (C1(I, J) - C2(I, J)) ** 2
         D13 = D13 + (C1(I, J) - C3(I, J)) ** 2
   90 CONTINUE
      TR = 0.0D0
      DO 95 I = N, 1, -1
         TR = TR + C1(I, N + 1 - I)
   95 CONTINUE
      WRITE (*, 100) SQRT(D12) .LT. 1.0D-10, SQRT(D13) .LT. 1.0D-10
  100 FORMAT ('BLOCKED AGREES', L2, '  TRANSPOSED AGREES', L2)
      WRITE (*, 110) TR, C1(1, 1), C1(N, N), C1(17, 23)
  110 FORMAT (4F14.6)
      END
