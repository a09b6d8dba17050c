! dvmh-test: grids=4:4x1 4:1x4 3:3x1 2:1x2
! Alignment variants on a (BLOCK, BLOCK) array: transposed b(i,j) WITH
! a(j,i), collapsed and replicated c(i,*) WITH a(i,*) (c's 2nd dimension
! local, replicated over the 2nd processor dimension), a vector aligned
! with a fixed column v(i) WITH a(i,1), asymmetric shadow widths (1:2, 2:1)
! on an aligned array, loops in (i, j) and (j, i) order; w(i, k) WITH a(i, *)
! collapses w's 2nd dimension through a dummy the base does not use (HPF).
program alignvar
  implicit none
  integer, parameter :: n = 8, m = 6
  integer :: a(n, m), b(m, n), c(n, 3), v(n), e(n, m), w(n, 4)
  integer :: i, j, k, s
!DVM$ DISTRIBUTE a(BLOCK, BLOCK)
!DVM$ ALIGN b(i, j) WITH a(j, i)
!DVM$ ALIGN c(i, *) WITH a(i, *)
!DVM$ ALIGN v(i) WITH a(i, 1)
!DVM$ ALIGN w(i, k) WITH a(i, *)
!DVM$ ALIGN e(i, j) WITH a(i, j)
!DVM$ SHADOW e(1:2, 2:1)
!DVM$ PARALLEL (j, i) ON a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = 10 * i + j
      e(i, j) = i * j
    end do
  end do
!DVM$ PARALLEL (i, j) ON b(i, j)
  do i = 1, m
    do j = 1, n
      b(i, j) = a(j, i) * 2
    end do
  end do
!DVM$ PARALLEL (i) ON c(i, *)
  do i = 1, n
    do k = 1, 3
      c(i, k) = i * 100 + k
    end do
  end do
!DVM$ PARALLEL (i) ON v(i)
  do i = 1, n
    v(i) = a(i, 1) - c(i, 2)
  end do
!DVM$ PARALLEL (i) ON w(i, 1), PRIVATE(k)
  do i = 1, n
    do k = 1, 4
      w(i, k) = c(i, 2) * k + c(i, 1)
    end do
  end do
!DVM$ PARALLEL (j, i) ON a(i, j), SHADOW_RENEW(e)
  do j = 3, m - 1
    do i = 2, n - 2
      a(i, j) = e(i - 1, j) + e(i + 2, j) + e(i, j - 2) + e(i, j + 1)
    end do
  end do
  s = 0
!DVM$ PARALLEL (j, i) ON a(i, j), REDUCTION(SUM(s))
  do j = 1, m
    do i = 1, n
      s = s + a(i, j) * b(j, i) + c(i, mod(j, 3) + 1)
    end do
  end do
  print *, s
  print *, a
  print *, b
  print *, c
  print *, v
  print *, w
end program alignvar
