C     DOUBLE COMPLEX arithmetic: the Durand-Kerner iteration for all roots of
C     a real polynomial, Horner evaluation in a subroutine, CMPLX/DCMPLX,
C     REAL/DIMAG/CONJG/ABS, complex division, mixed real-complex operations.
      PROGRAM DKROOT
      INTEGER N, I, J, IT
      PARAMETER (N = 4)
      DOUBLE PRECISION C(0:N), ERR
      DOUBLE COMPLEX Z(N), ZN(N), P, D, W
      DOUBLE PRECISION CLEAN
C     (x-1)(x+2)(x^2+1) = x^4 + x^3 - x^2 + x - 2
      DATA C /-2.0D0, 1.0D0, -1.0D0, 1.0D0, 1.0D0/
      W = DCMPLX(0.4D0, 0.9D0)
      Z(1) = DCMPLX(1.0D0, 0.0D0)
      DO 10 I = 2, N
         Z(I) = Z(I - 1) * W
   10 CONTINUE
      DO 50 IT = 1, 200
         ERR = 0.0D0
         DO 30 I = 1, N
            CALL HORNER(C, N, Z(I), P)
            D = DCMPLX(1.0D0, 0.0D0)
            DO 20 J = 1, N
               IF (J .NE. I) D = D * (Z(I) - Z(J))
   20       CONTINUE
            ZN(I) = Z(I) - P / D
            ERR = MAX(ERR, ABS(ZN(I) - Z(I)))
   30    CONTINUE
         DO 40 I = 1, N
            Z(I) = ZN(I)
   40    CONTINUE
         IF (ERR .LT. 1.0D-13) GO TO 60
   50 CONTINUE
   60 CONTINUE
C     sort by real part, then imaginary part, for a stable print
      DO 80 I = 1, N - 1
         DO 70 J = I + 1, N
            IF (DBLE(Z(J)) .LT. DBLE(Z(I)) - 1.0D-8 .OR.
     &          (ABS(DBLE(Z(J)) - DBLE(Z(I))) .LE. 1.0D-8 .AND.
     &           DIMAG(Z(J)) .LT. DIMAG(Z(I)))) THEN
               W = Z(I)
               Z(I) = Z(J)
               Z(J) = W
            END IF
   70    CONTINUE
   80 CONTINUE
      DO 90 I = 1, N
         CALL HORNER(C, N, Z(I), P)
         WRITE (*, 100) I, CLEAN(DBLE(Z(I))), CLEAN(DIMAG(Z(I))),
     &      ABS(P) .LT. 1.0D-10
   90 CONTINUE
  100 FORMAT ('ROOT', I2, 2F12.7, L3)
      W = CONJG(Z(4)) * Z(4)
      WRITE (*, 110) DBLE(W), DIMAG(W), ABS(DCMPLX(3.0D0, 4.0D0))
  110 FORMAT (3F10.5)
      END

      SUBROUTINE HORNER(C, N, Z, P)
      INTEGER N, K
      DOUBLE PRECISION C(0:N)
      DOUBLE COMPLEX Z, P
      P = DCMPLX(C(N), 0.0D0)
      DO 10 K = N - 1, 0, -1
         P = P * Z + C(K)
   10 CONTINUE
      END

C     A part that is zero up to rounding prints as 0, never as -0.
      DOUBLE PRECISION FUNCTION CLEAN(V)
      DOUBLE PRECISION V
      CLEAN = V
      IF (ABS(V) .LT. 1.0D-9) CLEAN = 0.0D0
      END
