! Sections with strides, positive and negative: every other element, reversal, strided
! sections on both sides, empty sections (nothing assigned), run-time strides.
program arr_strides
  implicit none
  integer, parameter :: n = 15
  integer :: a(n), b(n), i, s, lo, hi
  do i = 1, n
    a(i) = i
    b(i) = 100 + i
  end do
  a(1:n:2) = 0
  print *, a
  a(2:n:3) = b(1:5)
  print *, a
  b(n:1:-1) = a
  print *, b
  a(::4) = b(n:1:-4)
  print *, a
  print *, a(n:1:-3), b(2:9:2)
  s = 3
  lo = 2
  hi = 14
  a(lo:hi:s) = -a(hi:lo:-s)
  print *, a
  a(5:4) = 99
  b(10:1) = a(1:0)
  print *, a, b
  do s = 1, 4
    a = 0
    a(s:n:s) = s
    print *, a, sum(a(1:n:s))
  end do
  a(n:1:-2) = a(n:1:-2) + 1
  print *, a
end program
