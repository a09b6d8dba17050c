! Edit descriptors of report-writing codes, into internal files and standard output:
! unlimited repeat with g0 (`(*(g0,1x))`), exponent widths (es12.4e3, e15.6e1), positioning
! (t, tr, tl, x), the colon that stops a format when the list ends, sign control (sp, ss, s),
! g editing across magnitudes, integer min digits (i6.4), b/o/z, and reading fields back.
program f6_format_edit
  implicit none
  integer, parameter :: dp = selected_real_kind(15)
  character(len=80) :: line
  character(len=20) :: cells(3)
  real(dp) :: v(5), back(5)
  integer :: i, k(4)
  real(dp) :: g(7)
  v = [1.5_dp, -2.25e-5_dp, 3.0e12_dp, 0.0_dp, -7.0_dp / 3.0_dp]
  write (line, '(*(g0,1x))') 1, 2.5_dp, 'txt', .true., -42
  write (*, '(a)') '[' // trim(line) // ']'
  write (line, '(*(i0, :, ", "))') [(i * i, i = 1, 6)]
  write (*, '(a)') trim(line)
  write (*, '(3es12.4e3)') v(1:3)
  write (*, '(2e15.6e1)') v(4:5)
  write (*, '(sp, 3f9.3, ss, 2f9.3)') v(1), v(4), v(5), v(1), v(5)
  write (*, '(sp, i5, s, i5, sp, es11.3)') 17, 17, 1234.5_dp
  write (line, '(a, t20, a, tl10, a, tr3, a)') 'start', 'col20', 'back', 'end'
  write (*, '(a)') trim(line)
  write (*, '(5x, a, 3x, i3.3, 2x, i6.4)') 'pad', 7, 42
  write (*, '(b12.10, 1x, o6, 1x, z8.8, 1x, z0)') 37, 511, 48879, 255
  g = [0.000123_dp, 0.5_dp, 12.0_dp, 1234.5678_dp, 1.0e6_dp, 9.99996e4_dp, -1.0e-10_dp]
  do i = 1, size(g)
    write (*, '(g12.4, "|", g0.6, "|", g15.6e2)') g(i), g(i), g(i)
  end do
  write (*, '(3(i3, :, "-"))') 1, 2
  write (*, '(a, 4(1x, f5.1 :))') 'partial', 1.0_dp, 2.0_dp
  write (line, '(5es15.7)') v
  read (line, '(5e15.7)') back
  write (*, '(a, es10.2)') 'roundtrip err ', maxval(abs(back - v) / max(abs(v), 1.0_dp))
  line = '  12   -7  300 4001'
  read (line, '(4i5)') k
  write (*, '(4i6, i8)') k, sum(k)
  read (line, '(t3, i2, tr3, i2, 1x, i4)') k(1:3)
  write (*, '(3i6)') k(1:3)
  do i = 1, 3
    write (cells(i), '(f0.3)') v(i) * 10
  end do
  write (*, '(3(a, "/"))') (trim(adjustl(cells(i))), i = 1, 3)
  write (*, '(f0.0, 1x, f0.2, 1x, es0.3, 1x, i0)') 100.0_dp, -0.5_dp, 6.02e23_dp, -0
  write (*, '(l1, l4, a3)') .false., .true., 'xyz'
end program f6_format_edit
