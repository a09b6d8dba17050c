! Formatted output edit descriptors in a report: Iw.m, Fw.d, Ew.d, ESw.d, ENw.d, Gw.d,
! Lw, Aw, nX, Tn, TLn/TRn, /, repeat groups with nested parentheses, SP/SS,
! a FORMAT label, and colon termination.
program io_editdesc
  implicit none
  integer :: i
  real(8) :: v(4)
  logical :: flags(4)
  v(1) = 3.14159265d0
  v(2) = -0.000123456d0
  v(3) = 123456.789d0
  v(4) = 1.0d0 / 3.0d0
  flags(1) = .true.; flags(2) = .false.; flags(3) = .true.; flags(4) = .false.
  write (*, '(4i6.3)') (i * 7, i = 1, 4)
  write (*, '(2(f10.4, 1x), /, 2(e13.5))') v
  write (*, '(2es12.3, 2en14.3)') v
  write (*, '(4g14.5)') v
  write (*, '(4l3, 2x, 4l2)') flags, flags
  write (*, '(a5, "|", a, "|", a3)') 'abcdefgh', 'xy', 'longer'
  write (*, '(t10, a, t2, a, tr3, a, tl1, a)') 'ten', 'two', 'r3', 'L'
  write (*, '(sp, 3i5, ss, 3i5)') 1, -2, 3, 4, -5, 6
  write (*, '(3(i3, :, ","))') 1, 2, 3
  write (*, '(3(i3, :, ","))') 4, 5
  write (*, 100) 'rows', (i, i * i, i = 1, 3)
100 format (a, 3(' [', i1, '^2=', i2, ']'))
  write (*, '(i4, 3x, "x", f8.1)') 42, -2.25d0
end program io_editdesc
