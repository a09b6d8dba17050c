C     A small statistics library for stats_f77.f: assumed-size data
C     arrays, a work array supplied by the caller, an insertion sort, and
C     percentiles by linear interpolation between order statistics.
      SUBROUTINE MOMENT(X, N, AVE, VAR, SKEW)
      INTEGER N, I
      REAL X(*), AVE, VAR, SKEW, D
      AVE = 0.0
      DO 10 I = 1, N
         AVE = AVE + X(I)
   10 CONTINUE
      AVE = AVE / N
      VAR = 0.0
      SKEW = 0.0
      DO 20 I = 1, N
         D = X(I) - AVE
         VAR = VAR + D * D
         SKEW = SKEW + D * D * D
   20 CONTINUE
      VAR = VAR / (N - 1)
      IF (VAR .GT. 0.0) SKEW = SKEW / (N * VAR * SQRT(VAR))
      END

      SUBROUTINE SORTW(X, W, N)
      INTEGER N, I, J
      REAL X(*), W(*), T
      DO 10 I = 1, N
         W(I) = X(I)
   10 CONTINUE
      DO 30 I = 2, N
         T = W(I)
         J = I - 1
   20    IF (J .GE. 1) THEN
            IF (W(J) .GT. T) THEN
               W(J + 1) = W(J)
               J = J - 1
               GO TO 20
            END IF
         END IF
         W(J + 1) = T
   30 CONTINUE
      END

      REAL FUNCTION PCTL(W, N, P)
      INTEGER N, K
      REAL W(*), P, H
      H = (N - 1) * P / 100.0 + 1.0
      K = INT(H)
      IF (K .GE. N) THEN
         PCTL = W(N)
      ELSE
         PCTL = W(K) + (H - K) * (W(K + 1) - W(K))
      END IF
      END
