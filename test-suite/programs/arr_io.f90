! Sections and array expressions in output lists (list-directed and formatted, PRINT and
! WRITE), mixed with scalars and implied DO lists; READ into sections from an internal
! file... and from a scratch unit.
program arr_io
  implicit none
  integer :: a(10), m(3, 3), i, j
  real :: x(6)
  do i = 1, 10
    a(i) = i * 3
  end do
  do j = 1, 3
    do i = 1, 3
      m(i, j) = i + 3 * (j - 1)
    end do
  end do
  x = (/ (i * 0.5, i = 1, 6) /)
  print *, a(2:5)
  print *, 'a', a(10:1:-3), 'b', a(::4) * 2
  print *, m(2, :), m(:, 3), m(1:3:2, 1:3:2)
  write (*, '(5i4)') a(3:7), -a(1:2)
  write (*, '(3f6.2)') x(1:3) * 2, sqrt(x(4:6))
  write (*, *) (a(i), i = 1, 3), m(:, 1), sum(a(1:5))
  write (*, '(a, 3i3, a, 3i3)') ' rows ', m(1, :), ' cols ', m(:, 1)
  print '(4l2)', a(1:4) > 5
  open (10, status='scratch')
  write (10, *) 1, 2, 3, 4, 5
  write (10, *) 9, 8, 7
  rewind (10)
  read (10, *) a(2:10:2)
  read (10, *) m(2, :)
  close (10)
  print *, a
  print *, m
end program
