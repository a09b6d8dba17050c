! Derived types in I/O: formatted and list-directed WRITE of components and of whole
! structures (nested and with array components), WRITE to and READ from a file, READ into
! components and whole structures, implied DO over an array of structures.
program dt_io
  implicit none
  type reading
    integer :: station
    real :: temp(3)
    character(len=4) :: flag
  end type reading
  type log
    type(reading) :: r(2)
    integer :: count
  end type log
  type(reading) :: a(3), b
  type(log) :: lg
  integer :: i, ios
  do i = 1, 3
    a(i) = reading(100 + i, (/ 1.5 * i, 2.5 * i, -0.5 * i /), 'ok' // achar(48 + i))
  end do
  write(*, '(i5, 3f7.2, 1x, a)') a(2)
  write(*, '(3(i5, 3f6.1, 1x, a4))') a
  write(*, *) (a(i)%station, a(i)%flag, i = 3, 1, -1)
  open(10, file='dt_io.tmp', status='replace')
  do i = 1, 3
    write(10, *) a(i)
  end do
  close(10)
  open(10, file='dt_io.tmp', status='old')
  read(10, *) b
  read(10, *) lg%r(2)
  read(10, *, iostat=ios) lg%r(1)%station, lg%r(1)%temp
  close(10, status='delete')
  lg%r(1)%flag = 'rd'
  lg%count = 2
  print *, ios, b
  print *, lg
  write(*, '(a, i4, a, f6.2)') 'station ', lg%r(2)%station, ' max ', maxval(lg%r(2)%temp)
end program dt_io
