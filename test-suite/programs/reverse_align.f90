! Reversed and scaled alignments: r(i) WITH a(n+1-i), s(i) WITH a(3*i-2),
! loops ON the aligned arrays, SHADOW_RENEW of the base read through them.
program revalign
  implicit none
  integer, parameter :: n = 22
  integer :: a(n), r(n), s((n+2)/3), i, t1, t2
!DVM$ DISTRIBUTE a(BLOCK)
!DVM$ ALIGN r(i) WITH a(n+1-i)
!DVM$ ALIGN s(i) WITH a(3*i-2)
!DVM$ PARALLEL (i) ON a(i)
  do i = 1, n
    a(i) = i * i
  end do
!DVM$ PARALLEL (i) ON r(i)
  do i = 1, n
    r(i) = a(n+1-i) + i
  end do
!DVM$ PARALLEL (i) ON s(i), SHADOW_RENEW(a)
  do i = 1, (n+2)/3
    if (i > 1) then
      s(i) = a(3*i-2) - a(3*i-3)
    else
      s(i) = a(1)
    end if
  end do
  t1 = 0
  t2 = 0
!DVM$ PARALLEL (i) ON r(i), REDUCTION(SUM(t1))
  do i = 1, n
    t1 = t1 + r(i) * i
  end do
!DVM$ PARALLEL (i) ON s(i), REDUCTION(MAX(t2))
  do i = 1, (n+2)/3
    t2 = max(t2, s(i))
  end do
  print *, r
  print *, s
  print *, t1, t2
end program revalign
