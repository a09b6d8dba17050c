! ALLOCATE of an array that is already allocated, without STAT=: the program stops with the
! array's name and the line (line 10), once, on every process count.
program twice
  real, allocatable :: w(:)
  integer :: i
  allocate(w(4))
  do i = 1, 4
    w(i) = i
  end do
  allocate(w(8))
  print *, w(1)
end program twice
