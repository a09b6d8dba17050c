! An integer division by zero in a parallel loop, on the iterations of the last process only.
program divzero
  integer, parameter :: n = 12
  integer a(n), d(n), i
!dvm$ distribute a(block)
!dvm$ align d(i) with a(i)
!dvm$ parallel (i) on a(i)
  do i = 1, n
    d(i) = 1
    if (i == n) d(i) = 0
  end do
!dvm$ parallel (i) on a(i)
  do i = 1, n
    a(i) = 100 / d(i)
  end do
  print *, a(1)
end program
