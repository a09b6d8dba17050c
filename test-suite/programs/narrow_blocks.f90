! Shadow width 3 on an array so small that blocks are narrower than the
! shadow on 3 and 4 processes (the halo spans several neighbours).
program smallblk
  implicit none
  integer, parameter :: n = 7
  integer :: a(n), b(n), i, s
!DVM$ DISTRIBUTE a(BLOCK)
!DVM$ SHADOW a(3:3)
!DVM$ ALIGN b(i) WITH a(i)
!DVM$ PARALLEL (i) ON a(i)
  do i = 1, n
    a(i) = 2 ** i
    b(i) = 0
  end do
!DVM$ PARALLEL (i) ON b(i), SHADOW_RENEW(a)
  do i = 4, n - 3
    b(i) = a(i-3) + a(i-2) + a(i-1) + a(i+1) + a(i+2) + a(i+3)
  end do
!DVM$ PARALLEL (i) ON b(i), SHADOW_RENEW(a)
  do i = 1, 3
    b(i) = b(i) + a(i+3) * 1000
  end do
  s = 0
!DVM$ PARALLEL (i) ON b(i), REDUCTION(SUM(s))
  do i = 1, n
    s = s + b(i)
  end do
  print *, a
  print *, b
  print *, s
end program smallblk
