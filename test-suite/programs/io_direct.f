c Unformatted direct access: records of several values (REC= computed), updated in place,
c read back in reverse order, a record length from the data size, file name in a variable,
c then a formatted direct-access file of fixed-width lines.
      program iodir
      implicit none
      integer nrec, i, k, id
      parameter (nrec = 6)
      double precision v, w(2)
      character*12 name
      character*8 line
      name = 'recs.bin'
      open (31, file=name, access='direct', form='unformatted',
     &      recl=24, status='replace')
      do 10 i = 1, nrec
         write (31, rec=i) i, dble(i) * 1.5d0, dble(i) ** 2
 10   continue
      do 20 i = 2, nrec, 2
         write (31, rec=i) -i, 0.0d0, dble(i) / 4
 20   continue
      do 30 i = nrec, 1, -1
         read (31, rec=i) id, w(1), w(2)
         write (*, 40) i, id, w(1), w(2)
 30   continue
 40   format(' rec', i3, ':', i4, 2f10.4)
      k = 3
      read (31, rec=k + 1) id, v
      print *, 'rec', k + 1, id, v
      close (31, status='delete')
      open (32, file='lines.txt', access='direct', form='formatted',
     &      recl=8, status='replace')
      do 50 i = 1, 4
         write (32, '(a3, i5)', rec=5 - i) 'row', i * 11
 50   continue
      do 60 i = 1, 4
         read (32, '(a8)', rec=i) line
         print *, i, '[', line, ']'
 60   continue
      close (32)
      end
