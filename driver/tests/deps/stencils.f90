! What --emit=deps lists: a loop without dependences, the issue's self-dependent loop under
! SHADOW_RENEW (not covered), the same loop with ACROSS (covered), a reduction (covered), a
! 2-D nest with a dependence along one dimension, and an indirect subscript (unknown distance).
program stencils
  implicit none
  integer, parameter :: n = 10
  integer :: a(n), b(n, n), ix(n), i, j, s
!DVM$ DISTRIBUTE a(BLOCK)
!DVM$ DISTRIBUTE b(BLOCK, BLOCK)
  do i = 1, n
    ix(i) = n + 1 - i
  end do
!DVM$ PARALLEL (i) ON a(i)
  do i = 1, n
    a(i) = i
  end do
!DVM$ PARALLEL (i) ON a(i), SHADOW_RENEW(a)
  do i = 2, 9
    a(i) = a(i-1) + a(i+1)
  end do
!DVM$ PARALLEL (i) ON a(i), ACROSS(a(1:1))
  do i = 2, 9
    a(i) = a(i-1) + a(i+1)
  end do
  s = 0
!DVM$ PARALLEL (i) ON a(i), REDUCTION(SUM(s))
  do i = 1, n
    s = s + a(i)
  end do
!DVM$ PARALLEL (i, j) ON b(i, j), ACROSS(b(0:0, 1:0))
  do i = 1, n
    do j = 2, n
      b(i, j) = b(i, j-1) + i
    end do
  end do
!DVM$ PARALLEL (i) ON a(i)
  do i = 1, n
    a(i) = a(ix(i)) + 1
  end do
  print *, a(2), s, b(n, n)
end program stencils
