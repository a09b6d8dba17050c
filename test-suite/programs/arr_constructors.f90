! Array constructors: (/ ... /) and [ ... ], implied DO lists (nested, with steps), arrays
! and sections as items, mixed kinds converted, constructors in expressions, as arguments
! and in output lists; PARAMETER arrays initialised by constructors.
program arr_constructors
  implicit none
  integer :: i, j
  integer, parameter :: primes(5) = (/ 2, 3, 5, 7, 11 /)
  integer, parameter :: squares(6) = [ (i * i, i = 1, 6) ]
  real, parameter :: w(3) = (/ 0.25, 0.5, 0.25 /)
  double precision, parameter :: zeros(4) = 0
  integer :: a(10), b(3, 2), c(6)
  real :: x(5)
  a = (/ 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 /)
  print *, a
  a = [ (11 - i, i = 1, 10) ]
  print *, a
  a = (/ (i, i = 2, 20, 2) /)
  print *, a
  a(1:6) = (/ primes, 13 /)
  print *, a
  c = (/ ((i * 10 + j, j = 1, 3), i = 1, 2) /)
  print *, c
  b(:, 1) = (/ 7, 8, 9 /)
  b(:, 2) = b(:, 1) * (/ 1, -1, 2 /)
  print *, b
  x = (/ 1, 2, 3, 4, 5 /) / 2.0
  write (*, '(5f7.2)') x
  x = [ 1.5, real(a(1:3)), -0.5 ]
  write (*, '(5f7.2)') x
  print *, (/ 1, 2, 3 /) + (/ 10, 20, 30 /), sum((/ (i, i = 1, 100) /))
  print *, primes, squares, sum(primes), primes(3) * squares(4)
  write (*, '(3f6.2, 4f5.1)') w, zeros
  call show((/ 4, 5, 6 /), 3)
  call show(squares(2:4), 3)
  call show([ (j * 3, j = 1, 4) ], 4)
end program

subroutine show(v, n)
  integer n, v(n)
  print *, 'show', n, v
end subroutine
