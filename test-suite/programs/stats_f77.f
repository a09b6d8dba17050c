C dvmh-test: files=lib/stats_lib.f
C     Descriptive statistics with an F77 library in another file: samples
C     stored as the columns of a 2-D array and passed by their first
C     element, a caller-supplied work array, moments, median and quartiles,
C     and a REAL FUNCTION declared in the caller.
      PROGRAM STATS
      INTEGER NS, NC
      PARAMETER (NS = 25, NC = 3)
      REAL DATA(NS, NC), WORK(NS), AVE, VAR, SKEW, PCTL
      INTEGER I, J, ISEED
      ISEED = 4711
      DO 20 J = 1, NC
         DO 10 I = 1, NS
            ISEED = MOD(ISEED * 421 + 17, 10007)
            DATA(I, J) = REAL(ISEED) / 1000.0
            IF (J .EQ. 2) DATA(I, J) = DATA(I, J) ** 2 / 10.0
            IF (J .EQ. 3) DATA(I, J) = REAL(I) + 0.001 * REAL(ISEED)
   10    CONTINUE
   20 CONTINUE
      DO 30 J = 1, NC
         CALL MOMENT(DATA(1, J), NS, AVE, VAR, SKEW)
         CALL SORTW(DATA(1, J), WORK, NS)
         WRITE (*, 100) J, AVE, SQRT(VAR), SKEW
         WRITE (*, 110) WORK(1), PCTL(WORK, NS, 25.0),
     &      PCTL(WORK, NS, 50.0), PCTL(WORK, NS, 75.0), WORK(NS)
   30 CONTINUE
  100 FORMAT ('SAMPLE', I2, ' MEAN', F9.4, ' SD', F9.4, ' SKEW', F8.4)
  110 FORMAT ('   QUARTILES', 5F9.4)
      END
