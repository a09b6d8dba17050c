! A text-table reader as configuration and material-database codes write it: the table is
! held in a CHARACTER array (one line per element), read back with list-directed and
! formatted READs that run over several elements (each element is a record), parsed line by
! line into a derived table, and a report written into another CHARACTER array with a
! format that produces several records (one per element), then printed.
program table_reader
  implicit none
  integer, parameter :: nlines = 6, nmat = 4
  character(len=48) :: table(nlines)
  character(len=40) :: report(nmat + 2)
  character(len=12) :: names(nmat)
  real(8) :: density(nmat), conduct(nmat)
  character(len=16) :: counts(2)
  integer :: ids(nmat), header(3), vals(8), i, ios
  real(8) :: dsum

  table(1) = '4 2 1'
  table(2) = '101  steel      7850.0   50.2'
  table(3) = '102  copper     8960.0  401.0'
  table(4) = '205  granite    2750.0    2.9'
  table(5) = '310  ice         917.0    2.2'
  table(6) = 'end'

  ! One list-directed READ across the whole table: the header, then four rows.
  read (table, *) header, (ids(i), names(i), density(i), conduct(i), i = 1, nmat)
  print '(a,3i3)', 'header', header
  do i = 1, nmat
    print '(i5,1x,a,2f10.2)', ids(i), names(i), density(i), conduct(i)
  end do

  ! A formatted READ: a slash and each format reversion take the next element.
  ids = 0
  read (table, '(3i2/(i3,2x,a9,f9.1))') header, (ids(i), names(i), density(i), i = 1, nmat)
  print '(3i3,4i5)', header, ids
  print '(4(a,"|"))', (trim(names(i)), i = 1, nmat)

  ! Reading past the last element is the end-of-file condition.
  counts(1) = '3 1 4'
  counts(2) = '1 5'
  vals = -1
  read (counts, *, iostat=ios) vals
  print *, 'past the end: iostat < 0 is', ios < 0, ' values', vals(1:5)

  ! The report: one record per element, the rest of the array left as it was.
  report = repeat('-', 40)
  dsum = sum(density)
  write (report, '(a,i2,a/(i4,1x,a10,f8.3))') 'materials:', nmat, ' rows', &
      (ids(i), names(i), density(i) / dsum, i = 1, nmat)
  do i = 1, size(report)
    print '(a)', trim(report(i))
  end do
  write (report, '(2a)') ('row ', names(i), i = 1, 3)
  print '(a)', (trim(report(i)), i = 1, 4)
end program table_reader
