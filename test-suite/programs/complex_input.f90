! COMPLEX input: list-directed `(re, im)` (blanks around the parts, INTEGER-looking parts,
! repeat counts, a pair split over two records, null values), formatted input with two REAL
! edit descriptors per value, arrays, DOUBLE COMPLEX, components, from internal and external
! files.
program cinput
  implicit none
  type holder
    integer :: n
    complex :: c
  end type
  complex :: z, w, a(4)
  double complex :: d
  type(holder) :: h
  character(len=60) :: line
  integer :: k, ios
  line = '(1.5, -2.0)  ( 3 , 4 ) 2*(0.25,-0.5)'
  read (line, *) z, w, a(1:2)
  print *, z, w
  print *, a(1:2)
  line = '  1.25  -0.50 10.0   2.5'
  read (line, '(4F6.2)') a(3), a(4)
  print *, a(3), a(4)
  line = '(1d-3, 2.5D2)'
  read (line, *) d
  print *, d
  line = '7 (-1.0, 1.0)'
  read (line, *) h
  print *, h%n, h%c
  z = (9.0, 9.0)
  line = ', (5.0, 6.0)'
  read (line, *) z, w
  print *, z, w
  open (10, file='complex_input.tmp', status='replace')
  write (10, '(A)') '(1.0,'
  write (10, '(A)') ' 2.0)  (3.0, 4.0)'
  write (10, *) a
  close (10)
  open (10, file='complex_input.tmp', status='old')
  read (10, *) z, w
  read (10, *) a
  close (10, status='delete')
  print *, z, w
  print *, a
  line = '(1.0; 2.0)'
  read (line, *, iostat=ios) z
  print *, ios /= 0
  do k = 1, 2
    write (line, '(A,I1,A,I2,A)') '(', k, '.5,', -k, ')'
    read (line, *) a(k)
  end do
  print *, a(1), a(2)
end program
