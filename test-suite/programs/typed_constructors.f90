! Typed array constructors: [real(8) :: ...] converting INTEGER and REAL(4) values, as a
! PARAMETER's value, CHARACTER(len=n) values padded and truncated to the length, empty ones
! ([integer ::], (/ integer :: /)), with implied DO (alone and with other values), COMPLEX,
! LOGICAL and DOUBLE PRECISION.
program typed_constructors
  implicit none
  real(8) :: d(3)
  real(8), parameter :: p(2) = [real(8) :: 1, 2.5]
  character(len=4) :: c(3)
  integer :: i, n
  d = [real(8) :: 1, 2.5, 1.0/3.0]
  print *, d
  print *, [real(8) :: 1, 2.5]
  print *, p
  c = [character(len=4) :: 'a', 'bcd', 'efghij']
  print *, '[', c, ']'
  print *, [character(len=2) :: 'xyz', 'w'], '|'
  print *, size([integer ::]), size((/ integer :: /))
  print *, [integer :: 1.9, -2.7, 3]
  print *, [real :: (i, i = 1, 4)]
  print *, [complex :: 1, (2.0, 3.0)]
  print *, [real(8) :: (i * 0.1d0, i = 1, 3), 7]
  n = 0
  print *, sum([real :: (i, i = 1, n)]), [logical :: .true., .false.]
  print *, [double precision :: 1.0 / 3.0, 2]
  print *, [integer :: ]
end program typed_constructors
