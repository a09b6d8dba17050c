! Internal files: numbers formatted into CHARACTER variables and read back, a CSV-like
! record parsed field by field with INDEX and list-directed internal READ, a table row
! built with T and X edit descriptors into a string, and elements of an array of
! strings as internal files.
program io_internal_parse
  implicit none
  character(len=60) :: rec, row
  character(len=12) :: field
  character(len=20) :: lines(3)
  integer :: p, q, k, iv, ia(3), nf
  real(8) :: x, total
  rec = '12,3.5,-7,1.25e2,42'
  total = 0
  nf = 0
  p = 1
  do
    q = index(rec(p:), ',')
    if (q == 0) then
      field = rec(p:)
    else
      field = rec(p:p + q - 2)
    end if
    read (field, *) x
    nf = nf + 1
    total = total + x
    write (*, '(i2, 1x, a12, f10.3)') nf, field, x
    if (q == 0) exit
    p = p + q
  end do
  write (*, '(a, f10.3)') 'total', total
  do k = 1, 3
    write (row, '(a, i3.3, t12, f8.2, 2x, a)') 'item', k, total / k, 'ok'
    write (*, '(a)') row(1:len_trim(row))
  end do
  write (field, '(i12)') 987654
  read (field, '(i12)') iv
  write (*, *) iv + 1
  write (field, '(es12.4)') total
  read (field, *) x
  write (*, '(f12.3)') x
  write (lines(1), '(3i6)') 10, 20, 30
  write (lines(2), '(a)') '  4  5  6'
  write (lines(3), '(i4, i4, i4)') 7, 8, 9
  do k = 1, 3
    read (lines(k), *) ia(1), ia(2), ia(3)
    write (*, '(3i5)') ia
  end do
end program io_internal_parse
