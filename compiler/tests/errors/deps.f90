! Dependences between the iterations of parallel loops that the clauses do not cover: the
! dependence analysis of the IR reports them with the array and the ACROSS that fixes them.
! Loops whose dependences are covered, or that the analysis cannot prove dependent, compile.
program deps
  implicit none
  integer, parameter :: n = 10
  integer :: a(n), b(n, n), c(n), ix(n), i, j
!DVM$ DISTRIBUTE a(BLOCK)
!DVM$ ALIGN c(i) WITH a(i)
!DVM$ DISTRIBUTE b(*, BLOCK)
  do i = 1, n
    ix(i) = n + 1 - i
  end do
!DVM$ PARALLEL (i) ON a(i)
  do i = 1, n
    a(i) = i
    c(i) = i
  end do
  ! The issue's example: SHADOW_RENEW gives every iteration the old neighbours.
!DVM$ PARALLEL (i) ON a(i), SHADOW_RENEW(a)
  do i = 2, 9
    a(i) = a(i-1) + a(i+1)  ! ERROR: the iterations of this parallel loop depend on each other through 'A' (flow dependence at distance 1, anti dependence at distance 1), but SHADOW_RENEW(A) gives every iteration the values from before the loop, so the results depend on the number of processes: declare the dependence with ACROSS(A(1:1))
  end do
  ! A flow dependence along a dimension that is not distributed.
!DVM$ PARALLEL (j, i) ON b(i, j)
  do j = 1, n
    do i = 2, n
      b(i, j) = b(i-1, j) + 1  ! ERROR: the iterations of this parallel loop depend on each other through 'B' (flow dependence at distance (0, 1)): declare the dependence with ACROSS(B(1:0, 0:0))
    end do
  end do
  ! Covered: ACROSS.
!DVM$ PARALLEL (i) ON a(i), ACROSS(a(1:1))
  do i = 2, 9
    a(i) = a(i-1) + a(i+1)
  end do
  ! Reads of another array, and an odd/even split: no dependence.
!DVM$ PARALLEL (i) ON a(i), SHADOW_RENEW(c)
  do i = 2, 9
    a(i) = c(i-1) + c(i+1)
  end do
!DVM$ PARALLEL (i) ON a(i), SHADOW_RENEW(a)
  do i = 2, 8, 2
    a(i) = a(i-1) + a(i+1)
  end do
  ! Under a condition the dependence is not proven (it may never happen).
!DVM$ PARALLEL (i) ON a(i), SHADOW_RENEW(a)
  do i = 2, 9
    if (ix(i) > 100) a(i) = a(i-1)
  end do
  print *, a(2), a(5), a(9), b(n, n)
end program deps
