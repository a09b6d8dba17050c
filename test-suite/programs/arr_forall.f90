! FORALL statements and constructs: one and two indices, strides, masks, right sides that
! read the target at other indices (all evaluated before any assignment), several
! assignments in one construct, indices in expressions.
program arr_forall
  implicit none
  integer, parameter :: n = 8
  integer :: a(n), b(n), m(4, 4), i, j
  real :: x(n)
  forall (i = 1:n) a(i) = i * i
  print *, a
  forall (i = 2:n) a(i) = a(i - 1) + 1
  print *, a
  forall (i = 1:n-1) a(i) = a(i + 1) * 2
  print *, a
  forall (i = 1:n:2) b(i) = -i
  forall (i = 2:n:2) b(i) = i
  print *, b
  forall (i = 1:n, b(i) > 0) a(i) = 0
  print *, a
  forall (i = 1:4, j = 1:4)
    m(i, j) = 10 * i + j
  end forall
  print *, m
  forall (i = 1:4, j = 1:4) m(i, j) = m(j, i)
  print *, m
  forall (i = 1:4, j = 1:4, i > j) m(i, j) = 0
  print *, m
  forall (i = 1:n)
    x(i) = sqrt(real(i))
    b(n + 1 - i) = a(i) + i
  end forall
  write (*, '(8f7.3)') x
  print *, b
  forall (i = n:1:-1) a(i) = b(n + 1 - i)
  print *, a
end program
