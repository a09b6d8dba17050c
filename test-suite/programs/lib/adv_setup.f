C     Set-up and report routines of dvm_advect.fdv: the physical parameters
C     live in a COMMON block read by the main program's parallel loops; the
C     routines never see the distributed arrays.
      SUBROUTINE SETPAR(NCASE)
      INTEGER NCASE
      DOUBLE PRECISION VEL, DX, DT, CFL
      INTEGER NSTEPS
      COMMON /ADVPAR/ VEL, DX, DT, CFL, NSTEPS
      VEL = 1.0D0 + 0.5D0 * (NCASE - 1)
      DX = 1.0D0 / 80.0D0
      CFL = 0.8D0
      DT = CFL * DX / VEL
      NSTEPS = 30 + 10 * NCASE
      END

      SUBROUTINE REPORT(NCASE, TOTAL, UMAX, UMIN)
      INTEGER NCASE
      DOUBLE PRECISION TOTAL, UMAX, UMIN
      DOUBLE PRECISION VEL, DX, DT, CFL
      INTEGER NSTEPS
      COMMON /ADVPAR/ VEL, DX, DT, CFL, NSTEPS
      WRITE (*, 100) NCASE, VEL, NSTEPS, TOTAL * DX, UMAX, UMIN
  100 FORMAT ('CASE', I2, ' VEL', F5.2, ' STEPS', I4, ' MASS', F12.8,
     &   ' MAX', F11.7, ' MIN', F11.7)
      END
