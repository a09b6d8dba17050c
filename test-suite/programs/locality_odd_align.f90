! A read that is local only by arithmetic the compile-time locality model does not have:
! B(I) is aligned with A(2*I-1), and a parallel loop over the odd I ON A(I) reads
! B((I+1)/2), which lives with A(I). The compiler cannot place B((I+1)/2) (a division), so
! it warns and compiles the access as local; the results match the serial program on any
! number of processes. The same with a stride-3 alignment and a loop over B's index space.
! dvmh-warnings: expected (the two reads the compiler cannot place)
program locality_odd_align
  implicit none
  integer, parameter :: n = 41, m = (n + 1) / 2, k = 14
  real(8) :: a(n), b(m), c(k), s
  integer :: i
!DVM$ DISTRIBUTE a(BLOCK)
!DVM$ ALIGN b(i) WITH a(2*i-1)
!DVM$ ALIGN c(i) WITH a(3*i-2)
!DVM$ PARALLEL (i) ON b(i)
  do i = 1, m
    b(i) = 1.5d0 * i + 0.25d0 * mod(i, 3)
  end do
!DVM$ PARALLEL (i) ON c(i)
  do i = 1, k
    c(i) = 10.0d0 - i
  end do
!DVM$ PARALLEL (i) ON a(i)
  do i = 1, n
    a(i) = 0
  end do
!DVM$ PARALLEL (i) ON a(i)
  do i = 1, n, 2
    a(i) = b((i + 1) / 2) * 2 + i
  end do
!DVM$ PARALLEL (i) ON a(i)
  do i = 1, n - 2, 3
    a(i) = a(i) + c((i + 2) / 3)
  end do
  s = 0
!DVM$ PARALLEL (i) ON a(i), REDUCTION(SUM(s))
  do i = 1, n
    s = s + a(i) * mod(i, 5)
  end do
  print '(a, f14.4)', 'sum =', s
  print '(5f10.3)', (a(i), i = 1, n, 4)
end program locality_odd_align
