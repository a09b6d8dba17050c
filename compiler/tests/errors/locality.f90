! References to distributed arrays in parallel loops: local, shadow type, remote.
program locality
  integer, parameter :: n = 12
  integer :: a(n), b(n), c(n), d(n / 2), e(n, n), f(n, n), g(n + 4), h(n)
  integer :: ix(n), i, j, k, m, t, r(n)
  logical :: lg
!DVM$ DISTRIBUTE a(BLOCK)
!DVM$ ALIGN b(i) WITH a(i)
!DVM$ ALIGN c(i) WITH a(i)
!DVM$ SHADOW c(1:2)
!DVM$ ALIGN d(i) WITH a(2*i)
!DVM$ DISTRIBUTE e(BLOCK, BLOCK)
!DVM$ ALIGN f(i, j) WITH e(i, j)
!DVM$ DISTRIBUTE g(BLOCK)
!DVM$ ALIGN h(i) WITH e(*, i)
!DVM$ ALIGN r(i) WITH a(0*i+1)
  m = 3
!DVM$ PARALLEL (i) ON b(i), SHADOW_RENEW(a)
  do i = 1, n - 2
    b(i) = a(i+2)  ! ERROR: reference a(i+2) reads 2 elements past the local part of 'a', but the SHADOW width of 'a' is 1 on that side (declare SHADOW a(1:2))
  end do
!DVM$ PARALLEL (i) ON b(i)
  do i = 1, n - 1
    b(i) = a(i+1)  ! ERROR: a(i+1) reads the shadow edge of 'a', which this loop does not renew: add SHADOW_RENEW(a)
  end do
!DVM$ PARALLEL (i) ON a(i)
  do i = 1, n - 1
    a(i+1) = i  ! ERROR: a(i+1) writes an element that belongs to another process: a parallel loop may only assign elements that live with its iterations (ON a(i))
  end do
!DVM$ PARALLEL (i) ON b(i), SHADOW_RENEW(c)
  do i = 3, n - 2
    b(i) = c(i-2) + c(i+2) + c(i-1)  ! ERROR: reference c(i-2) reads 2 elements past the local part of 'c', but the SHADOW width of 'c' is 1 on that side (declare SHADOW c(2))
  end do
!DVM$ PARALLEL (i) ON b(i), SHADOW_RENEW(c(1:1))
  do i = 2, n - 2
    b(i) = c(i+2) + c(i-1)  ! ERROR: reference c(i+2) reads 2 elements past the local part of 'c', but this loop's SHADOW_RENEW renews only 1 on that side (renew c(1:2) or all of 'c')
  end do
  ! A radius-2 stencil: one declaration that covers both sides.
!DVM$ PARALLEL (i) ON b(i), SHADOW_RENEW(a)
  do i = 3, n - 2
    b(i) = a(i-2) + a(i+2)
! ERROR: reference a(i-2) reads 2 elements past the local part of 'a', but the SHADOW width of 'a' is 1 on that side (declare SHADOW a(2))
! ERROR: reference a(i+2) reads 2 elements past the local part of 'a', but the SHADOW width of 'a' is 1 on that side (declare SHADOW a(2))
  end do
!DVM$ PARALLEL (j, i) ON e(i, j)
  do j = 1, n
    do i = 1, n
      e(i, j) = f(j, i)  ! ERROR: f(j, i) does not live with the iteration's ON element e(i, j): it may be on another process: name it in REMOTE_ACCESS
    end do
  end do
!DVM$ PARALLEL (i) ON b(i)
  do i = 1, n
    b(i) = g(i)  ! ERROR: g(i) is not aligned with the ON array 'b': its elements may live on other processes: name it in REMOTE_ACCESS
    g(i) = 0  ! ERROR: g(i) is not aligned with the ON array 'b': its elements may live on other processes, and a parallel loop may only assign elements that live with its iterations
  end do
!DVM$ PARALLEL (i) ON a(i)
  do i = 1, n
    a(i) = b(m) + b(ix(i))
! ERROR: b(m) does not live with the iteration's ON element a(i): it may be on another process: name it in REMOTE_ACCESS
! WARNING: cannot prove that b(ix(i)) is local to the iteration: the distributed dimension 1 of 'b' is not subscripted by a*I+b with I a variable of this parallel loop, so the access is compiled as local (-fcheck=bounds checks it at run time)
    do k = 1, m
      a(i) = a(i) + c(k)  ! WARNING: cannot prove that c(k) is local to the iteration: the distributed dimension 1 of 'c' is not subscripted by a*I+b with I a variable of this parallel loop, so the access is compiled as local (-fcheck=bounds checks it at run time)
    end do
  end do
!DVM$ PARALLEL (i) ON a(i)
  do i = 1, n / 2
    a(i) = d(i) + b(2*i)
! ERROR: d(i) does not live with the iteration's ON element a(i): it may be on another process: name it in REMOTE_ACCESS
! ERROR: b(2*i) does not live with the iteration's ON element a(i): it may be on another process: name it in REMOTE_ACCESS
    a(2*i) = 0  ! ERROR: a(2*i) writes an element that belongs to another process: a parallel loop may only assign elements that live with its iterations (ON a(i))
  end do
!DVM$ PARALLEL (j, i) ON e(i, j), SHADOW_RENEW(f)
  do j = 2, n - 1
    do i = 2, n - 1
      e(i, j) = f(i+1, j+1) + f(i-1, j) + h(j)  ! ERROR: f(i+1, j+1) reads a corner of the shadow edge of 'f', which SHADOW_RENEW(f) does not renew: write SHADOW_RENEW(f(CORNER))
    end do
  end do
!DVM$ PARALLEL (i) ON h(i)
  do i = 1, n
    h(i) = e(1, i) + e(i, i)
! ERROR: e(1, i) does not live with the iteration's ON element h(i): it may be on another process: name it in REMOTE_ACCESS
! ERROR: e(i, i) does not live with the iteration's ON element h(i): it may be on another process: name it in REMOTE_ACCESS
  end do
!DVM$ PARALLEL (i)
  do i = 1, n
    a(i) = 0  ! ERROR: a(i) refers to the distributed array 'a', but this parallel loop has no ON clause, so every process runs every iteration: map the loop onto the array with ON
  end do
!DVM$ PARALLEL (i) ON b(i), SHADOW_RENEW(c)
  do i = 2, n - 3
    do k = -1, 3
      b(i) = b(i) + c(i+k)  ! ERROR: reference c(i+k) reads 3 elements past the local part of 'c', but the SHADOW width of 'c' is 2 on that side (declare SHADOW c(1:3))
    end do
    do k = 0, 1
      c(i+k) = 0  ! ERROR: c(i+k) writes an element that belongs to another process: a parallel loop may only assign elements that live with its iterations (ON b(i))
    end do
  end do
!DVM$ PARALLEL (i) ON a(i)
  do i = 1, n
    t = a(i)  ! WARNING: 't' is assigned in the parallel loop but not declared PRIVATE: it is made PRIVATE, and its value after the loop is undefined (add PRIVATE(t))
    b(i) = t
  end do
  ! ON subscripts with a part known only at run time: local where the reference uses the same
  ! value (K is not assigned in the loop), shadow type one off, remote otherwise.
  do k = 2, n - 1
!DVM$ PARALLEL (i) ON e(i, k), SHADOW_RENEW(f)
    do i = 1, n
      e(i, k) = e(i, k) + f(i, k - 1) + f(i, k + 1) + e(i, 1)
      e(i, k) = e(k, i)  ! ERROR: e(k, i) does not live with the iteration's ON element e(i, k): it may be on another process: name it in REMOTE_ACCESS
      f(i, k + 1) = 0  ! ERROR: f(i, k + 1) writes an element that belongs to another process: a parallel loop may only assign elements that live with its iterations (ON e(i, k))
    end do
!DVM$ PARALLEL (i) ON e(i, n + 1 - k)
    do i = 1, n
      e(i, 1 - k + n) = e(i, (n - k) + 1) + e(i, n - k)  ! ERROR: e(i, n - k) reads the shadow edge of 'e', which this loop does not renew: add SHADOW_RENEW(e)
    end do
!DVM$ PARALLEL (i) ON e(i, k * i)
! ERROR: an ON subscript must be a*i + b, plus terms that do not use the loop variables
    do i = 1, n
      e(i, 1) = 0
    end do
!DVM$ PARALLEL (i) ON e(i, m), PRIVATE(m)
    do i = 1, n
      m = k
      e(i, m) = 0  ! WARNING: cannot prove that e(i, m) is local to the iteration: the distributed dimension 2 of 'e' is not subscripted by a*I+b with I a variable of this parallel loop, so the access is compiled as local (-fcheck=bounds checks it at run time)
    end do
  end do
  ! A scalar updated from its own value is an accumulator: the hint is the REDUCTION that keeps
  ! its value; one set afresh in each iteration first is a temporary (PRIVATE).
!DVM$ PARALLEL (i) ON a(i)
  do i = 1, n
    m = m + a(i)  ! ERROR: 'm' accumulates over the iterations of the parallel loop, so it must be a REDUCTION variable: add REDUCTION(SUM(m))
    t = max(t, b(i))  ! ERROR: 't' accumulates over the iterations of the parallel loop, so it must be a REDUCTION variable: add REDUCTION(MAX(t))
    k = 0  ! WARNING: 'k' is assigned in the parallel loop but not declared PRIVATE: it is made PRIVATE, and its value after the loop is undefined (add PRIVATE(k))
    k = k + b(i)
    j = mod(j, 7) + a(i)  ! ERROR: 'j' accumulates over the iterations of the parallel loop, so it must be a REDUCTION variable: add REDUCTION(SUM(j))
  end do
  ! A rejected clause is one error: its variables and arrays are not reported again.
!DVM$ PARALLEL (i) ON a(i), REDUCTION(SUM(lg))
! ERROR: SUM reduction is not defined for 'lg' of type LOGICAL(4)
  do i = 1, n
    lg = lg .or. a(i) > 0
  end do
!DVM$ PARALLEL (i) ON a(i), ACROSS(a(1:0))
  do i = 2, n
    a(i) = a(i - 1) + 1
  end do
  ! All of r lives with a(1): no iteration elsewhere may use it, whatever its subscript.
!DVM$ PARALLEL (i) ON a(i)
  do i = 1, n
    r(i) = a(i)  ! ERROR: r(i) writes an element that belongs to another process: a parallel loop may only assign elements that live with its iterations (ON a(i))
    a(i) = r(i)  ! ERROR: r(i) does not live with the iteration's ON element a(i): it may be on another process: name it in REMOTE_ACCESS
  end do
end program locality

