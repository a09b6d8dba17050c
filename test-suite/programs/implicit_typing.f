C dvmh-test: files=lib/implicit_lib.f
C     Old-style implicit typing: IMPLICIT DOUBLE PRECISION (A-H, O-Z) in
C     the library (ranges split around W in the main program), default
C     INTEGER typing of I-N names, an IMPLICIT LOGICAL range and an
C     IMPLICIT CHARACTER range (length 1; one name declared longer),
C     PARAMETER expressions built from other parameters, and functions
C     whose result types come from the IMPLICIT rules in the caller and
C     the callee (in another file).
      PROGRAM IMPTYP
      IMPLICIT DOUBLE PRECISION (A-H, O-V, X-Z)
      IMPLICIT LOGICAL (L)
      IMPLICIT CHARACTER (W)
      CHARACTER*6 WNAME
      PARAMETER (NPTS = 12, HALF = 0.5D0, STEP = HALF / NPTS)
      PARAMETER (NSQ = NPTS * NPTS,
     &           TWOPI = 8.0D0 * HALF * 3.14159265358979D0)
      DIMENSION XS(NPTS)
      LFOUND = .FALSE.
      WFLAG = 'yes'
      WNAME = 'sample'
      TOTAL = 0.0D0
      DO 10 I = 1, NPTS
         XS(I) = I * STEP
         TOTAL = TOTAL + ERFUN(XS(I))
         IF (XS(I) .GT. 0.3D0 .AND. .NOT. LFOUND) THEN
            LFOUND = .TRUE.
            IFIRST = I
         END IF
   10 CONTINUE
      WRITE (*, 100) WNAME, WFLAG, NPTS, NSQ, STEP, TWOPI
  100 FORMAT (A6, 1X, A, 2I5, F10.6, F12.8)
      WRITE (*, 110) TOTAL, IFIRST, LFOUND
  110 FORMAT ('SUM', F14.10, I4, L3)
      K = KOUNT(XS, NPTS, 0.25D0)
      WRITE (*, *) 'ABOVE 0.25:', K
      Y = 7 / 2
      Z = 7.0D0 / 2
      M = 7.9D0
      WRITE (*, 120) Y, Z, M
  120 FORMAT (2F6.2, I4)
      END
