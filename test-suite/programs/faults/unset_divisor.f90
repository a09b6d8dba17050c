! A division by a variable that is never set (found by the mutation campaign): the optimiser
! must not treat the read as undefined and drop the division's check with the rest of the loop.
program unset
  integer :: i, n
  double precision :: s
  s = 1
  call total(s, 4)
  print *, s
end program

subroutine total(s, m)
  integer m, k, n
  double precision s
  do k = 1, m
    s = (1 / (n - n + 0)) * s + k
  end do
end subroutine
