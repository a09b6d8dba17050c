! Array sections of ordinary arrays in expressions and as assignment targets: whole arrays,
! `:`, bounds, scalar broadcast, sections of arrays with lower bounds other than 1, and
! assignment of a section of one array to a section of another.
program arr_sections
  implicit none
  integer, parameter :: n = 12
  integer :: a(n), b(n), c(0:n+1), i
  real :: x(-3:8), y(12)
  a = 0
  do i = 1, n
    b(i) = i * i - 3 * i
  end do
  a(2:n-1) = b(1:n-2) + b(3:n)
  print *, a
  a(:) = a(:) / 2
  print *, a
  c = -1
  c(1:n) = b
  print *, c
  c(0:5) = c(7:12) * 2 + 1
  print *, c(0:n+1)
  x = 1.5
  x(-3:0) = 2.5
  x(5:) = x(:0) + x(1:4)
  write (*, '(6f8.2)') x
  y = x * 2 - 1
  write (*, '(6f8.2)') y
  y(3:) = real(a(1:10)) / 4
  write (*, '(6f8.2)') y
  b = 7
  b(n/2:) = a(:n/2+1)
  print *, b
  print *, a(3:7) - b(3:7), -a(n-2:)
end program
