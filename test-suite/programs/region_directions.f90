! The data directions of REGION clauses (seed 000, ch. 3): OUT arrays are not
! transferred in, IN arrays are not transferred out, LOCAL and INLOCAL arrays
! are not transferred out (what the region computes in them is not used
! afterwards), INOUT both ways, and a region without clauses infers them from
! use. `gpu_kernels` counts the transfers of each region in the emulation log.
program region_directions
  implicit none
  integer, parameter :: n = 40, m = 8
  real*8 :: a(n, m), b(n, m), c(n, m), t(n, m), s
  integer :: i, j
!DVM$ DISTRIBUTE a(BLOCK, BLOCK)
!DVM$ ALIGN (i, j) WITH a(i, j) :: b, c, t

!DVM$ REGION OUT(a, b)
!DVM$ PARALLEL (j, i) ON a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = dble(i) + 0.5d0 * dble(j)
      b(i, j) = dble(mod(i * j, 7))
    end do
  end do
!DVM$ END REGION

!DVM$ REGION IN(a), INOUT(b), LOCAL(t)
!DVM$ PARALLEL (j, i) ON t(i, j)
  do j = 1, m
    do i = 1, n
      t(i, j) = a(i, j) * 2.0d0
    end do
  end do
!DVM$ PARALLEL (j, i) ON b(i, j)
  do j = 1, m
    do i = 1, n
      b(i, j) = b(i, j) + t(i, j)
    end do
  end do
!DVM$ END REGION

  s = 0.0d0
!DVM$ PARALLEL (j, i) ON b(i, j), REDUCTION(SUM(s))
  do j = 1, m
    do i = 1, n
      s = s + b(i, j) * dble(i)
    end do
  end do
  print '(A, F16.4)', ' b:', s

!DVM$ REGION INLOCAL(b), OUT(c)
!DVM$ PARALLEL (j, i) ON b(i, j)
  do j = 1, m
    do i = 1, n
      b(i, j) = b(i, j) - 1.0d0
      c(i, j) = b(i, j) * 3.0d0
    end do
  end do
!DVM$ END REGION

!DVM$ REGION
!DVM$ PARALLEL (j, i) ON a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = a(i, j) + c(i, j)
    end do
  end do
!DVM$ END REGION

  s = 0.0d0
!DVM$ PARALLEL (j, i) ON a(i, j), REDUCTION(SUM(s))
  do j = 1, m
    do i = 1, n
      s = s + a(i, j) * dble(j) + c(i, j)
    end do
  end do
  print '(A, F16.4)', ' a, c:', s
  print '(4F10.3)', a(1, 1), a(n, m), c(3, 2), c(n, 1)
end program region_directions
