      PROGRAM SSOR5
C     Serial benchmark kernel: relaxation sweeps with 5 x 5 blocks on an
C     N x N x N grid of 5-component states, the dense block arithmetic
C     implicit solvers spend their time in. Per plane K: the block
C     coefficients of every point are formed from the state (FORMJ:
C     COMMON-block arrays, straight-line code), then a lower sweep
C     (LSWEEP: dummy arrays, a recurrence on I-1 and J-1 and a 5 x 5
C     Gaussian elimination per point). Prints checksums, so that the
C     build can be checked against another compiler's.
      IMPLICIT NONE
      INTEGER N, NITER
      PARAMETER (N = 48, NITER = 150)
      DOUBLE PRECISION U(5, N, N, N), R(5, N, N, N)
      DOUBLE PRECISION D(5, 5, N, N), A(5, 5, N, N), B(5, 5, N, N)
      COMMON /BLKS/ D, A, B
      DOUBLE PRECISION DT, GAM, VIS
      COMMON /COEF/ DT, GAM, VIS
      INTEGER I, J, K, M, IT
      DOUBLE PRECISION S, T

      DT = 0.05D0
      GAM = 1.4D0
      VIS = 0.02D0
      DO K = 1, N
         DO J = 1, N
            DO I = 1, N
               DO M = 1, 5
                  U(M, I, J, K) = 1.0D0 + 0.1D0 * M
     >                 + 0.05D0 * SIN(DBLE(I + 2 * J + 3 * K + M))
                  R(M, I, J, K) = 0.0D0
               END DO
            END DO
         END DO
      END DO

      DO IT = 1, NITER
         DO K = 2, N - 1
            CALL FORMJ(N, K, U)
            CALL LSWEEP(N, K, U, R, D, A, B)
         END DO
         S = 0.0D0
         DO K = 2, N - 1
            DO J = 2, N - 1
               DO I = 2, N - 1
                  DO M = 1, 5
                     U(M, I, J, K) = U(M, I, J, K)
     >                    + 0.8D0 * R(M, I, J, K)
                     S = S + R(M, I, J, K) ** 2
                  END DO
               END DO
            END DO
         END DO
         IF (MOD(IT, 25) .EQ. 0) WRITE (*, '(A, I4, ES22.12)')
     >        ' iteration', IT, SQRT(S)
      END DO

      T = 0.0D0
      DO K = 1, N
         DO J = 1, N
            DO I = 1, N
               DO M = 1, 5
                  T = T + U(M, I, J, K) * M
               END DO
            END DO
         END DO
      END DO
      WRITE (*, '(A, ES22.12)') ' checksum', T
      END

      SUBROUTINE FORMJ(N, K, U)
C     The diagonal block D and the lower blocks A (I-1) and B (J-1) of
C     every interior point of plane K, from the state there.
      IMPLICIT NONE
      INTEGER N, K
      DOUBLE PRECISION U(5, N, N, N)
      DOUBLE PRECISION D(5, 5, 48, 48), A(5, 5, 48, 48),
     >     B(5, 5, 48, 48)
      COMMON /BLKS/ D, A, B
      DOUBLE PRECISION DT, GAM, VIS
      COMMON /COEF/ DT, GAM, VIS
      INTEGER I, J
      DOUBLE PRECISION RI, R2, R3, Q, C43

      C43 = 4.0D0 / 3.0D0
      DO J = 2, N - 1
         DO I = 2, N - 1
            RI = 1.0D0 / U(1, I, J, K)
            R2 = RI * RI
            R3 = RI * R2
            Q = 0.5D0 * (U(2, I, J, K) ** 2 + U(3, I, J, K) ** 2
     >           + U(4, I, J, K) ** 2) * R2

            D(1, 1, I, J) = 1.0D0 + 6.0D0 * DT * VIS
            D(1, 2, I, J) = 0.0D0
            D(1, 3, I, J) = 0.0D0
            D(1, 4, I, J) = 0.0D0
            D(1, 5, I, J) = 0.0D0
            D(2, 1, I, J) = -DT * VIS * C43 * R2 * U(2, I, J, K)
            D(2, 2, I, J) = 1.0D0 + DT * VIS * (C43 + 2.0D0) * RI
     >           + 6.0D0 * DT * VIS
            D(2, 3, I, J) = 0.0D0
            D(2, 4, I, J) = 0.0D0
            D(2, 5, I, J) = 0.0D0
            D(3, 1, I, J) = -DT * VIS * C43 * R2 * U(3, I, J, K)
            D(3, 2, I, J) = 0.0D0
            D(3, 3, I, J) = 1.0D0 + DT * VIS * (C43 + 2.0D0) * RI
     >           + 6.0D0 * DT * VIS
            D(3, 4, I, J) = 0.0D0
            D(3, 5, I, J) = 0.0D0
            D(4, 1, I, J) = -DT * VIS * C43 * R2 * U(4, I, J, K)
            D(4, 2, I, J) = 0.0D0
            D(4, 3, I, J) = 0.0D0
            D(4, 4, I, J) = 1.0D0 + DT * VIS * (C43 + 2.0D0) * RI
     >           + 6.0D0 * DT * VIS
            D(4, 5, I, J) = 0.0D0
            D(5, 1, I, J) = -DT * VIS * (GAM * U(5, I, J, K) * R2
     >           - 2.0D0 * Q * RI)
            D(5, 2, I, J) = -DT * VIS * (GAM - C43) * R2 * U(2, I, J, K)
            D(5, 3, I, J) = -DT * VIS * (GAM - C43) * R2 * U(3, I, J, K)
            D(5, 4, I, J) = -DT * VIS * (GAM - C43) * R2 * U(4, I, J, K)
            D(5, 5, I, J) = 1.0D0 + DT * VIS * GAM * RI
     >           + 6.0D0 * DT * VIS

            RI = 1.0D0 / U(1, I - 1, J, K)
            R2 = RI * RI
            R3 = RI * R2
            Q = (GAM - 1.0D0) * 0.5D0 * (U(2, I - 1, J, K) ** 2
     >           + U(3, I - 1, J, K) ** 2 + U(4, I - 1, J, K) ** 2) * R2
            A(1, 1, I, J) = -DT * VIS
            A(1, 2, I, J) = -DT * 0.5D0
            A(1, 3, I, J) = 0.0D0
            A(1, 4, I, J) = 0.0D0
            A(1, 5, I, J) = 0.0D0
            A(2, 1, I, J) = -DT * 0.5D0 * (Q - (U(2, I - 1, J, K) * RI)
     >           ** 2) - DT * VIS * C43 * R2 * U(2, I - 1, J, K)
            A(2, 2, I, J) = -DT * 0.5D0 * (3.0D0 - GAM)
     >           * U(2, I - 1, J, K) * RI - DT * VIS * C43 * RI
            A(2, 3, I, J) = DT * 0.5D0 * (GAM - 1.0D0)
     >           * U(3, I - 1, J, K) * RI
            A(2, 4, I, J) = DT * 0.5D0 * (GAM - 1.0D0)
     >           * U(4, I - 1, J, K) * RI
            A(2, 5, I, J) = -DT * 0.5D0 * (GAM - 1.0D0)
            A(3, 1, I, J) = DT * 0.5D0 * U(2, I - 1, J, K)
     >           * U(3, I - 1, J, K) * R2
     >           - DT * VIS * R2 * U(3, I - 1, J, K)
            A(3, 2, I, J) = -DT * 0.5D0 * U(3, I - 1, J, K) * RI
            A(3, 3, I, J) = -DT * 0.5D0 * U(2, I - 1, J, K) * RI
     >           - DT * VIS * RI
            A(3, 4, I, J) = 0.0D0
            A(3, 5, I, J) = 0.0D0
            A(4, 1, I, J) = DT * 0.5D0 * U(2, I - 1, J, K)
     >           * U(4, I - 1, J, K) * R2
     >           - DT * VIS * R2 * U(4, I - 1, J, K)
            A(4, 2, I, J) = -DT * 0.5D0 * U(4, I - 1, J, K) * RI
            A(4, 3, I, J) = 0.0D0
            A(4, 4, I, J) = -DT * 0.5D0 * U(2, I - 1, J, K) * RI
     >           - DT * VIS * RI
            A(4, 5, I, J) = 0.0D0
            A(5, 1, I, J) = -DT * 0.5D0 * (2.0D0 * Q
     >           - GAM * U(5, I - 1, J, K) * RI) * U(2, I - 1, J, K)
     >           * RI - DT * VIS * (C43 - GAM) * R3
     >           * U(2, I - 1, J, K) ** 2
            A(5, 2, I, J) = -DT * 0.5D0 * (GAM * U(5, I - 1, J, K) * RI
     >           - Q) - DT * VIS * (C43 - GAM) * R2 * U(2, I - 1, J, K)
            A(5, 3, I, J) = DT * 0.5D0 * (GAM - 1.0D0)
     >           * U(2, I - 1, J, K) * U(3, I - 1, J, K) * R2
            A(5, 4, I, J) = DT * 0.5D0 * (GAM - 1.0D0)
     >           * U(2, I - 1, J, K) * U(4, I - 1, J, K) * R2
            A(5, 5, I, J) = -DT * 0.5D0 * GAM * U(2, I - 1, J, K) * RI
     >           - DT * VIS * GAM * RI

            RI = 1.0D0 / U(1, I, J - 1, K)
            R2 = RI * RI
            Q = (GAM - 1.0D0) * 0.5D0 * (U(2, I, J - 1, K) ** 2
     >           + U(3, I, J - 1, K) ** 2 + U(4, I, J - 1, K) ** 2) * R2
            B(1, 1, I, J) = -DT * VIS
            B(1, 2, I, J) = 0.0D0
            B(1, 3, I, J) = -DT * 0.5D0
            B(1, 4, I, J) = 0.0D0
            B(1, 5, I, J) = 0.0D0
            B(2, 1, I, J) = DT * 0.5D0 * U(2, I, J - 1, K)
     >           * U(3, I, J - 1, K) * R2
     >           - DT * VIS * R2 * U(2, I, J - 1, K)
            B(2, 2, I, J) = -DT * 0.5D0 * U(3, I, J - 1, K) * RI
     >           - DT * VIS * RI
            B(2, 3, I, J) = -DT * 0.5D0 * U(2, I, J - 1, K) * RI
            B(2, 4, I, J) = 0.0D0
            B(2, 5, I, J) = 0.0D0
            B(3, 1, I, J) = -DT * 0.5D0 * (Q - (U(3, I, J - 1, K) * RI)
     >           ** 2) - DT * VIS * C43 * R2 * U(3, I, J - 1, K)
            B(3, 2, I, J) = DT * 0.5D0 * (GAM - 1.0D0)
     >           * U(2, I, J - 1, K) * RI
            B(3, 3, I, J) = -DT * 0.5D0 * (3.0D0 - GAM)
     >           * U(3, I, J - 1, K) * RI - DT * VIS * C43 * RI
            B(3, 4, I, J) = DT * 0.5D0 * (GAM - 1.0D0)
     >           * U(4, I, J - 1, K) * RI
            B(3, 5, I, J) = -DT * 0.5D0 * (GAM - 1.0D0)
            B(4, 1, I, J) = DT * 0.5D0 * U(3, I, J - 1, K)
     >           * U(4, I, J - 1, K) * R2
     >           - DT * VIS * R2 * U(4, I, J - 1, K)
            B(4, 2, I, J) = 0.0D0
            B(4, 3, I, J) = -DT * 0.5D0 * U(4, I, J - 1, K) * RI
            B(4, 4, I, J) = -DT * 0.5D0 * U(3, I, J - 1, K) * RI
     >           - DT * VIS * RI
            B(4, 5, I, J) = 0.0D0
            B(5, 1, I, J) = -DT * VIS * GAM * U(5, I, J - 1, K) * R2
            B(5, 2, I, J) = DT * 0.5D0 * (GAM - 1.0D0)
     >           * U(2, I, J - 1, K) * U(3, I, J - 1, K) * R2
            B(5, 3, I, J) = -DT * 0.5D0 * (GAM * U(5, I, J - 1, K) * RI
     >           - Q)
            B(5, 4, I, J) = DT * 0.5D0 * (GAM - 1.0D0)
     >           * U(3, I, J - 1, K) * U(4, I, J - 1, K) * R2
            B(5, 5, I, J) = -DT * 0.5D0 * GAM * U(3, I, J - 1, K) * RI
     >           - DT * VIS * GAM * RI
         END DO
      END DO
      END

      SUBROUTINE LSWEEP(N, K, U, R, D, A, B)
C     Lower sweep of plane K: the residual of every interior point less
C     the coupling to the points already solved (I-1 and J-1), solved
C     with the point's diagonal block by Gaussian elimination.
      IMPLICIT NONE
      INTEGER N, K
      DOUBLE PRECISION U(5, N, N, N), R(5, N, N, N)
      DOUBLE PRECISION D(5, 5, N, N), A(5, 5, N, N), B(5, 5, N, N)
      INTEGER I, J, M, L, P, Q
      DOUBLE PRECISION T(5, 5), V(5), F, PIV

      DO J = 2, N - 1
         DO I = 2, N - 1
            DO M = 1, 5
               V(M) = (U(M, I - 1, J, K) + U(M, I + 1, J, K)
     >              + U(M, I, J - 1, K) + U(M, I, J + 1, K)
     >              + U(M, I, J, K - 1) + U(M, I, J, K + 1)) / 6.0D0
     >              - U(M, I, J, K)
     >              - ( A(M, 1, I, J) * R(1, I - 1, J, K)
     >                + B(M, 1, I, J) * R(1, I, J - 1, K)
     >                + A(M, 2, I, J) * R(2, I - 1, J, K)
     >                + B(M, 2, I, J) * R(2, I, J - 1, K)
     >                + A(M, 3, I, J) * R(3, I - 1, J, K)
     >                + B(M, 3, I, J) * R(3, I, J - 1, K)
     >                + A(M, 4, I, J) * R(4, I - 1, J, K)
     >                + B(M, 4, I, J) * R(4, I, J - 1, K)
     >                + A(M, 5, I, J) * R(5, I - 1, J, K)
     >                + B(M, 5, I, J) * R(5, I, J - 1, K) )
               DO L = 1, 5
                  T(M, L) = D(M, L, I, J)
               END DO
            END DO
            DO P = 1, 4
               PIV = 1.0D0 / T(P, P)
               DO Q = P + 1, 5
                  F = T(Q, P) * PIV
                  DO L = P + 1, 5
                     T(Q, L) = T(Q, L) - F * T(P, L)
                  END DO
                  V(Q) = V(Q) - F * V(P)
               END DO
            END DO
            R(5, I, J, K) = V(5) / T(5, 5)
            DO P = 4, 1, -1
               F = V(P)
               DO L = P + 1, 5
                  F = F - T(P, L) * R(L, I, J, K)
               END DO
               R(P, I, J, K) = F / T(P, P)
            END DO
         END DO
      END DO
      END
