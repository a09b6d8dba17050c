C dvmh-test: files=lib/common_layouts_lib.f
C     Named COMMON blocks seen with different layouts by different units
C     (one unit sees /GRID/ as one array, another as two halves), blank
C     COMMON with mixed types, and a block shared by main program and two
C     procedures in another file.
      PROGRAM CMLAY
      INTEGER N
      PARAMETER (N = 12)
      DOUBLE PRECISION G(N)
      INTEGER ICNT, IFLAG
      REAL SCAL
      COMMON /GRID/ G
      COMMON ICNT, IFLAG, SCAL
      INTEGER I
      DO 10 I = 1, N
         G(I) = DBLE(I) * 0.5D0
   10 CONTINUE
      ICNT = 0
      IFLAG = 7
      SCAL = 2.5
      CALL HALVES
      CALL TALLY(3)
      CALL TALLY(4)
      WRITE (*, 100) (G(I), I = 1, N)
  100 FORMAT (4F10.4)
      WRITE (*, 110) ICNT, IFLAG, SCAL
  110 FORMAT ('ICNT=', I5, ' IFLAG=', I5, ' SCAL=', F8.3)
      CALL SHOWLO
      END
