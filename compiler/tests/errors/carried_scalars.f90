! A scalar that a parallel loop assigns without PRIVATE or REDUCTION and reads before the
! iteration assigns it would carry a value from an earlier iteration: reported with its name,
! the lines and the clause. Scalars each iteration sets first are only made PRIVATE (a
! warning), and reads that may not come first (a branch, an inner loop, a call that gets the
! variable) are not rejected.
program carried_scalars
  implicit none
  integer, parameter :: n = 10
  real :: a(n), s, t, u, w
  integer :: i, k
!DVM$ DISTRIBUTE a(BLOCK)
  s = 0
  t = 0
  u = 0
  w = 0
!DVM$ PARALLEL (i) ON a(i)
  do i = 1, n
    a(i) = s  ! ERROR: 's' is read at line 18 before the iteration assigns it at line 19, so it would hold the value of an earlier iteration, which may run on another process or thread: the iterations depend on each other through 's', and a parallel loop passes no scalar from one iteration to the next (assign it before reading it and add PRIVATE(s), or use REDUCTION if it accumulates)
    s = i
  end do
!DVM$ PARALLEL (i) ON a(i)
  do i = 1, n
    if (t > 2) a(i) = 1  ! ERROR: 't' is read at line 23 before the iteration assigns it at line 24, so it would hold the value of an earlier iteration, which may run on another process or thread: the iterations depend on each other through 't', and a parallel loop passes no scalar from one iteration to the next (assign it before reading it and add PRIVATE(t), or use REDUCTION if it accumulates)
    t = a(i)
  end do
!DVM$ PARALLEL (i) ON a(i)
  do i = 1, n
    u = u + a(i)  ! ERROR: 'u' accumulates over the iterations of the parallel loop, so it must be a REDUCTION variable: add REDUCTION(SUM(u))
  end do
  ! Set before use in every iteration: made PRIVATE.
!DVM$ PARALLEL (i) ON a(i)
  do i = 1, n
    w = 2 * i  ! WARNING: 'w' is assigned in the parallel loop but not declared PRIVATE: it is made PRIVATE, and its value after the loop is undefined (add PRIVATE(w))
    a(i) = w + 1
  end do
  ! Read first only under a condition, or in an inner loop: not proven.
!DVM$ PARALLEL (i) ON a(i)
  do i = 1, n
    if (i > 100) a(i) = w
    w = i  ! WARNING: 'w' is assigned in the parallel loop but not declared PRIVATE: it is made PRIVATE, and its value after the loop is undefined (add PRIVATE(w))
    a(i) = a(i) + w
  end do
!DVM$ PARALLEL (i) ON a(i), PRIVATE(k)
  do i = 1, n
    do k = 1, 2
      if (k == 2) a(i) = w
      w = k  ! WARNING: 'w' is assigned in the parallel loop but not declared PRIVATE: it is made PRIVATE, and its value after the loop is undefined (add PRIVATE(w))
    end do
  end do
  ! Declared PRIVATE: the program's own business.
!DVM$ PARALLEL (i) ON a(i), PRIVATE(s)
  do i = 1, n
    s = i
    a(i) = s
  end do
  print *, a(1), a(n)
end program carried_scalars
