! Output: list-directed and formatted PRINT/WRITE, FORMAT labels, character formats,
! implied DO lists (nested), whole local and distributed arrays, INTEGER(2) items (passed as
! one-element arrays to keep their list-directed width), STOP with a code.
program io
  integer, parameter :: n = 4
  integer :: i, iv(n)
  integer(2) :: short
  real :: v(n)
  double precision :: w(2, n)
  logical :: flag
!DVM$ DISTRIBUTE v(BLOCK)
  do i = 1, n
    iv(i) = i * i
  end do
  flag = .true.
  print *, 'iv =', iv, flag
  write (*, 100) (iv(i), v(i), i = 1, n, 2)
100 format (' iv:', 2(i4, f8.3))
  write (6, '(3(1x, e12.4))') ((w(i, j), i = 1, 2), j = 1, n)
  write (unit=*, fmt=100) iv(1), v(n)
  print *, v
  short = 7
  print *, short
  stop 3
end program io
