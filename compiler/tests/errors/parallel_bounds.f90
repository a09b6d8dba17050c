! Parallel nests whose inner bounds depend on the outer loop variables.
program parallel_bounds
  integer, parameter :: n = 20
  real :: a(n, n), b(n)
  integer :: i, j, k
!DVM$ DISTRIBUTE a(BLOCK, *)
!DVM$ ALIGN b(i) WITH a(i, 1)
!DVM$ PARALLEL (i, j) ON a(i, j)
  do i = 1, n
    do j = i, n, k             ! ERROR: a parallel loop whose bounds depend on the outer loop variables needs a constant step
      a(i, j) = 0
    end do
  end do
!DVM$ PARALLEL (i, j) ON a(i, j)
  do i = 1, n
    do j = 1, n, i             ! ERROR: the step of a parallel loop must not depend on the variables of the enclosing loops of the nest
      a(i, j) = 0
    end do
  end do
!DVM$ PARALLEL (i, j) ON a(i, 2*j)
  do i = 1, n
    do j = 1, i                ! ERROR: a loop of a PARALLEL nest whose bounds depend on the outer loop variables must be mapped by ON to a dimension of the array (I or I+b, -I+b)
      a(i, 2*j) = 0
    end do
  end do
!DVM$ PARALLEL (i, j) ON a(i, j)
  do i = 1, n
    do j = 1, i
      a(i, j) = b(i)
    end do
  end do
  call locations()
  print *, a(1, 1)
end program parallel_bounds

subroutine locations()
  integer, parameter :: n = 10
  real :: v(n), s, w(2), r
  integer :: i, loc(2), k
!DVM$ DISTRIBUTE v(BLOCK)
!DVM$ PARALLEL (i) ON v(i), REDUCTION(MAXLOC(s, r))
! ERROR: the location variable 'r' of MAXLOC must be an INTEGER scalar or array (not distributed, not a loop variable)
  do i = 1, n
    s = v(i)
  end do
!DVM$ PARALLEL (i) ON v(i), REDUCTION(MINLOC(s, loc, 3))
! ERROR: MINLOC gives 3 coordinates, but 'loc' holds 2
  do i = 1, n
    s = v(i)
  end do
!DVM$ PARALLEL (i) ON v(i), REDUCTION(MAXLOC(w, k))
! ERROR: the value 'w' of MAXLOC must be a scalar
  do i = 1, n
    v(i) = 0
  end do
!DVM$ PARALLEL (i) ON v(i), REDUCTION(MAXLOC(s, i))
! ERROR: the location variable 'i' of MAXLOC must be an INTEGER scalar or array (not distributed, not a loop variable)
  do i = 1, n
    v(i) = 1
  end do
end subroutine locations
