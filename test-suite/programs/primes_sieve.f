C     Integer number theory in F77: a sieve of Eratosthenes on a LOGICAL
C     array, prime counting by blocks, twin primes, factorisation by trial
C     division with a DO WHILE, Euler's totient and GCD by the Euclidean
C     algorithm in INTEGER FUNCTIONs, and a labelled nested loop with a
C     jump out of the inner loop.
      PROGRAM SIEVE
      INTEGER NMAX
      PARAMETER (NMAX = 5000)
      LOGICAL ISP(NMAX)
      INTEGER I, J, NP, NTWIN, K, M, F(20), NF, IGCD, IPHI
      DO 10 I = 1, NMAX
         ISP(I) = I .GE. 2
   10 CONTINUE
      DO 30 I = 2, NMAX
         IF (I * I .GT. NMAX) GO TO 35
         IF (.NOT. ISP(I)) GO TO 30
         DO 20 J = I * I, NMAX, I
            ISP(J) = .FALSE.
   20    CONTINUE
   30 CONTINUE
   35 CONTINUE
      DO 50 K = 0, 4
         NP = 0
         DO 40 I = K * 1000 + 1, (K + 1) * 1000
            IF (ISP(I)) NP = NP + 1
   40    CONTINUE
         WRITE (*, '(A, I5, A, I5, A, I4)') 'PRIMES IN', K * 1000 + 1,
     &      ' ..', (K + 1) * 1000, ':', NP
   50 CONTINUE
      NTWIN = 0
      DO 60 I = 3, NMAX - 2, 2
         IF (ISP(I) .AND. ISP(I + 2)) NTWIN = NTWIN + 1
   60 CONTINUE
      WRITE (*, *) 'TWIN PAIRS', NTWIN
      DO 90 M = 360, 5000, 997
         K = M
         NF = 0
         I = 2
         DO WHILE (K .GT. 1)
            IF (MOD(K, I) .EQ. 0) THEN
               NF = NF + 1
               F(NF) = I
               K = K / I
            ELSE
               I = I + 1
            END IF
         END DO
         WRITE (*, '(I6, A, 12I5)') M, ' =', (F(J), J = 1, NF)
         WRITE (*, '(A, I6, A, I6)') '  PHI', IPHI(M), '  GCD(M,360)',
     &      IGCD(M, 360)
   90 CONTINUE
C     the first pair (I, J) with I*J = 391 found by two nested loops
      DO 110 I = 2, 50
         DO 100 J = I, 50
            IF (I * J .EQ. 391) GO TO 120
  100    CONTINUE
  110 CONTINUE
  120 WRITE (*, *) 'FACTORS OF 391', I, J
      END

      INTEGER FUNCTION IGCD(A, B)
      INTEGER A, B, X, Y, T
      X = A
      Y = B
   10 IF (Y .NE. 0) THEN
         T = MOD(X, Y)
         X = Y
         Y = T
         GO TO 10
      END IF
      IGCD = X
      END

      INTEGER FUNCTION IPHI(N)
      INTEGER N, K, IGCD
      IPHI = 0
      DO 10 K = 1, N
         IF (IGCD(N, K) .EQ. 1) IPHI = IPHI + 1
   10 CONTINUE
      END
