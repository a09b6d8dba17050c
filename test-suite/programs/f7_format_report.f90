! Report writing as in engineering post-processors: format reversion on long lists, nested
! repeat groups, G editing across magnitudes, ES and EN scientific/engineering notation,
! B/O/Z integer editing with widths and minimum digits, SP/SS/S signs, T/TL/TR/X positioning,
! colon termination, and a table assembled in an internal file and then parsed back.
program f7_format_report
  implicit none
  real(8) :: mags(7), table(3, 4), back(3, 4)
  integer :: codes(5), i, j, ios
  character(len=200) :: line
  logical :: flag
  character(len=16) :: cells(4)
  character(len=200) :: buffer(3)

  mags = [1.234567d-5, 0.5d0, 9.99999d0, 123.456d0, 98765.4321d0, 1.0d7, -4.5d12]
  do i = 1, size(mags)
    write (*, '(i2, 1x, g14.6, 1x, es12.4, 1x, en14.4, 1x, g10.3e2)') i, mags(i), mags(i), &
         mags(i), mags(i)
  end do

  ! reversion: the last parenthesised group is reused for the rest of the list
  write (*, '(a, " head", 2(1x, i3) / (3x, 3(i4, ",")))') 'rev', (i * i, i = 1, 11)
  write (*, '(3(1x, 2(i2, ":"), "|"))') (i, i = 1, 9)
  write (*, '(5(i3, :, ", "))') (i * 7, i = 1, 3)
  write (*, '(sp, 3f8.2, ss, 2f8.2, s, f8.2)') 1.5, -2.25, 0.0, 3.0, -4.0, 5.0

  codes = [0, 5, 255, 4096, 2147483647]
  do i = 1, size(codes)
    write (*, '(i12, 1x, b20.8, 1x, o12.4, 1x, z10.4, 1x, z8)') codes(i), codes(i), &
         codes(i), codes(i), codes(i)
  end do
  write (*, '(a, t12, a, tl4, a, tr3, a)') 'column', 'abcdef', 'XY', 'end'
  write (*, '(i5.3, i6.0, "|", i3)') 7, 0, -12

  ! a table assembled in an internal file, one record per row
  do j = 1, 4
    do i = 1, 3
      table(i, j) = (10.0d0**(i - 2)) * (j + 0.125d0 * i)
    end do
  end do
  do i = 1, 3
    write (buffer(i), '(4(es15.7e2, :, ";"))') table(i, :)
  end do
  do i = 1, 3
    print '(a)', trim(buffer(i))
  end do
  ! read it back with list-directed input after turning separators into blanks
  do i = 1, 3
    line = buffer(i)
    do j = 1, len_trim(line)
      if (line(j:j) == ';') line(j:j) = ' '
    end do
    read (line, *, iostat=ios) back(i, :)
    if (ios /= 0) print *, 'read failed', i
  end do
  print *, 'roundtrip max rel err', maxval(abs(back - table) / abs(table)) < 1.0d-7

  ! fixed-width cells parsed with formatted internal reads
  line = '  12.5000    -3.25E+02       77        T'
  read (line, '(f9.4, e13.2, i9, l9)') mags(1), mags(2), codes(1), flag
  write (*, '(2f12.3, i5, l3)') mags(1), mags(2), codes(1), flag
  write (cells(1), '(a)') 'alpha'
  write (cells(2), '(i0)') -40
  write (cells(3), '(f0.3)') 2.5d0
  write (cells(4), '(g0)') 17
  print '(4("[", a, "]"))', (trim(adjustl(cells(i))), i = 1, 4)
end program f7_format_report
