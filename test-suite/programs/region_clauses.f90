! dvmh-test: grids=4:4x1 4:1x4 3:3x1
! Regions with IN, OUT, INOUT, LOCAL clauses, ACTUAL / GET_ACTUAL of
! scalars and arrays, sequential statements inside a region, a local
! scratch array, and data modified on the host between regions.
program regions
  implicit none
  integer, parameter :: n = 17, m = 6
  real*8 :: a(n, m), b(n, m), tmp(n, m), s, smax
  integer :: i, j, it, cnt
!DVM$ DISTRIBUTE a(BLOCK, BLOCK)
!DVM$ ALIGN b(i, j) WITH a(i, j)
!DVM$ ALIGN tmp(i, j) WITH a(i, j)

!DVM$ REGION OUT(a, b)
!DVM$ PARALLEL (j, i) ON a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = dble(i) + dble(j) * 0.1d0
      b(i, j) = 1.0d0
    end do
  end do
!DVM$ END REGION

  do it = 1, 3
!DVM$ GET_ACTUAL(a(1, 1))
    a(1, 1) = a(1, 1) + 100.0d0 * it
!DVM$ ACTUAL(a(1, 1))
    s = 0.0d0
    cnt = 0
!DVM$ ACTUAL(s, cnt)
!DVM$ REGION IN(a), INOUT(b), LOCAL(tmp)
!DVM$ PARALLEL (j, i) ON tmp(i, j)
    do j = 1, m
      do i = 1, n
        tmp(i, j) = a(i, j) * 2.0d0
      end do
    end do
!DVM$ PARALLEL (j, i) ON b(i, j), REDUCTION(SUM(s), SUM(cnt))
    do j = 1, m
      do i = 1, n
        b(i, j) = b(i, j) + tmp(i, j) / dble(it)
        s = s + b(i, j)
        if (b(i, j) > 20.0d0) cnt = cnt + 1
      end do
    end do
!DVM$ END REGION
!DVM$ GET_ACTUAL(s, cnt)
    print '(A, I2, A, F16.6, A, I4)', ' it', it, ' s=', s, ' cnt=', cnt
  end do

  smax = -1.0d0
!DVM$ REGION
!DVM$ PARALLEL (j, i) ON a(i, j), REDUCTION(MAX(smax))
  do j = 1, m
    do i = 1, n
      a(i, j) = a(i, j) - b(i, j)
      smax = max(smax, abs(a(i, j)))
    end do
  end do
!DVM$ END REGION
!DVM$ GET_ACTUAL(smax)
!DVM$ GET_ACTUAL(a, b)
  print '(F16.6)', smax
  print '(6F11.4)', ((a(i, j), j = 1, m), i = 1, n, 4)
  print '(6F11.4)', ((b(i, j), j = 1, m), i = 2, n, 5)
end program regions
