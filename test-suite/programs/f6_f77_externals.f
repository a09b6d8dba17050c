C     F77 STYLE DUMMY PROCEDURES: EXTERNAL DUMMIES, IMPLICIT TYPES, PASSED ON
      PROGRAM PD2
      EXTERNAL FSQ, FCUBE, SHOW
      CALL TABLE(FSQ, 3)
      CALL TABLE(FCUBE, 2)
      CALL VISIT(SHOW, 4)
      WRITE (*, '(F10.4)') SIMPS(FSQ, 0.0, 1.0, 10)
      END
      REAL FUNCTION FSQ(X)
      FSQ = X * X
      END
      REAL FUNCTION FCUBE(X)
      FCUBE = X ** 3
      END
      SUBROUTINE SHOW(K)
      WRITE (*, *) 'VISIT', K
      END
      SUBROUTINE TABLE(F, N)
      EXTERNAL F
      DO 10 I = 1, N
         WRITE (*, '(I3, F10.3)') I, F(REAL(I))
   10 CONTINUE
      END
      SUBROUTINE VISIT(S, N)
      EXTERNAL S
      DO 10 I = 1, N
         CALL S(I * I)
   10 CONTINUE
      END
      REAL FUNCTION SIMPS(F, A, B, N)
      EXTERNAL F
      H = (B - A) / N
      S = F(A) + F(B)
      DO 10 I = 1, N - 1
         W = 2.0
         IF (MOD(I, 2) .EQ. 1) W = 4.0
         S = S + W * F(A + I * H)
   10 CONTINUE
      SIMPS = S * H / 3.0
      END
