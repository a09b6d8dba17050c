C     Files in F77 style: a formatted sequential file written, REWOUND and
C     read back with END=, an unformatted sequential file with records of
C     different lengths, and a second unit open at the same time; OPEN
C     with STATUS='REPLACE'/'OLD'/'SCRATCH' and CLOSE with STATUS='DELETE'.
      PROGRAM IORT
      INTEGER I, J, N, IREC(5), NREC, ISUM
      DOUBLE PRECISION X, Y, SX
      OPEN (UNIT=11, FILE='iort_data.txt', STATUS='REPLACE',
     &      FORM='FORMATTED')
      DO 10 I = 1, 7
         WRITE (11, 100) I, DBLE(I) / 3.0D0, DBLE(I * I)
   10 CONTINUE
  100 FORMAT (I4, 2F14.8)
      REWIND (11)
      SX = 0.0D0
      N = 0
   20 READ (11, 100, END=30) J, X, Y
      N = N + 1
      SX = SX + X * Y
      GO TO 20
   30 CLOSE (11)
      WRITE (*, 110) N, SX
  110 FORMAT ('READ', I3, ' RECORDS, SUM', F14.6)
      OPEN (12, FILE='iort_bin.dat', FORM='UNFORMATTED',
     &      STATUS='REPLACE')
      OPEN (13, STATUS='SCRATCH')
      DO 40 I = 1, 5
         WRITE (12) I, (J * I, J = 1, I)
         WRITE (13, '(I6)') I * 100
   40 CONTINUE
      REWIND (12)
      REWIND (13)
      DO 50 I = 1, 5
         READ (12) NREC, (IREC(J), J = 1, NREC)
         READ (13, '(I6)') J
         ISUM = 0
         DO 45 J = 1, NREC
            ISUM = ISUM + IREC(J)
   45    CONTINUE
         WRITE (*, '(3I6)') NREC, ISUM, IREC(NREC)
   50 CONTINUE
      CLOSE (12, STATUS='DELETE')
      CLOSE (13)
      OPEN (11, FILE='iort_data.txt', STATUS='OLD')
      READ (11, *) I, X
      READ (11, *)
      READ (11, *) I, X, Y
      CLOSE (11, STATUS='DELETE')
      WRITE (*, '(I3, 2F10.5)') I, X, Y
      END
