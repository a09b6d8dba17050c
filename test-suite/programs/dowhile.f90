! A convergence loop written with DO WHILE and an early GOTO exit, around
! parallel loops with SUM reductions (1-D distribution, non-unit lower bounds).
program dowhile
  implicit none
  integer, parameter :: n = 64
  real :: x(0:n+1), y(0:n+1), err
  integer :: i, iter
!DVM$ DISTRIBUTE x(BLOCK)
!DVM$ ALIGN y(i) WITH x(i)

!DVM$ PARALLEL (i) ON x(i)
  do i = 0, n + 1
    x(i) = 0.0
    y(i) = 0.0
  end do
  x(n + 1) = 1.0
  y(n + 1) = 1.0

  iter = 0
  err = 1.0
  do while (err > 1.0e-3)
    iter = iter + 1
!DVM$ PARALLEL (i) ON y(i), SHADOW_RENEW(x)
    do i = 1, n
      y(i) = 0.5 * (x(i - 1) + x(i + 1))
    end do
    err = 0.0
!DVM$ PARALLEL (i) ON x(i), REDUCTION(SUM(err))
    do i = 1, n
      err = err + abs(y(i) - x(i))
      x(i) = y(i)
    end do
    if (iter >= 200) goto 10
  end do
10 continue
  print '(A, I5)', ' iterations:', iter
  print '(A, F10.6)', ' x(n/2) =', x(n / 2)
  print '(A, L2)', ' converged:', err <= 1.0e-3
end program dowhile
