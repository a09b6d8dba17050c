C     LOGICAL arithmetic: a ripple-carry adder built from LOGICAL
C     functions (.AND., .OR., .NEQV., .EQV., .NOT.), bits of integers
C     converted to and from LOGICAL arrays, results checked against
C     integer addition, and truth tables printed with the L edit
C     descriptor.
      PROGRAM ADDER
      INTEGER NB
      PARAMETER (NB = 8)
      LOGICAL A(NB), B(NB), S(NB), CARRY, P, Q, R, XOR3, MAJ
      INTEGER IA, IB, IS, K, NBAD, IVAL
      DO 5 K = 0, 7
         P = MOD(K / 4, 2) .EQ. 1
         Q = MOD(K / 2, 2) .EQ. 1
         R = MOD(K, 2) .EQ. 1
         WRITE (*, 100) P, Q, R, XOR3(P, Q, R), MAJ(P, Q, R),
     &      P .EQV. Q, .NOT. (P .AND. Q) .EQV. (.NOT. P .OR. .NOT. Q)
    5 CONTINUE
  100 FORMAT (3L2, ' |', 4L2)
      NBAD = 0
      DO 30 IA = 0, 120, 13
      DO 30 IB = 3, 130, 29
         CALL TOBITS(IA, A, NB)
         CALL TOBITS(IB, B, NB)
         CARRY = .FALSE.
         DO 10 K = 1, NB
            S(K) = XOR3(A(K), B(K), CARRY)
            CARRY = MAJ(A(K), B(K), CARRY)
   10    CONTINUE
         IS = IVAL(S, NB)
         IF (IS .NE. IA + IB) NBAD = NBAD + 1
   30 CONTINUE
      WRITE (*, *) 'MISMATCHES', NBAD
      CALL TOBITS(201, A, NB)
      WRITE (*, '(8L1, I5)') (A(K), K = NB, 1, -1), IVAL(A, NB)
      END

      LOGICAL FUNCTION XOR3(X, Y, Z)
      LOGICAL X, Y, Z
      XOR3 = (X .NEQV. Y) .NEQV. Z
      END

      LOGICAL FUNCTION MAJ(X, Y, Z)
      LOGICAL X, Y, Z
      MAJ = (X .AND. Y) .OR. (Z .AND. (X .OR. Y))
      END

      SUBROUTINE TOBITS(N, BITS, NB)
      INTEGER N, NB, K, M
      LOGICAL BITS(NB)
      M = N
      DO 10 K = 1, NB
         BITS(K) = MOD(M, 2) .EQ. 1
         M = M / 2
   10 CONTINUE
      END

      INTEGER FUNCTION IVAL(BITS, NB)
      INTEGER NB, K
      LOGICAL BITS(NB)
      IVAL = 0
      DO 10 K = NB, 1, -1
         IVAL = 2 * IVAL
         IF (BITS(K)) IVAL = IVAL + 1
   10 CONTINUE
      END
