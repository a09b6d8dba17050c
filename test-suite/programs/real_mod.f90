! MOD and MODULO of REAL and DOUBLE PRECISION values with every sign combination, large
! quotients (MOD is exact, as C's fmod), signed zero results, in sequential code and in a
! parallel loop, and folded from constants.
program real_mod
  integer, parameter :: n = 24
  double precision :: a(n), r(n), m(n)
  real :: s(n)
  integer :: i
!DVM$ DISTRIBUTE a(BLOCK)
!DVM$ ALIGN (i) WITH a(i) :: r, m, s

!DVM$ PARALLEL (i) ON a(i)
  do i = 1, n
    a(i) = dble(i - 12) * 1.37d0
  end do
!DVM$ PARALLEL (i) ON a(i)
  do i = 1, n
    r(i) = mod(a(i), 2.5d0)
    m(i) = modulo(a(i), -1.75d0)
    s(i) = modulo(real(a(i)) * 1.0e5, 0.7)
  end do
  print '(3es24.16)', (r(i), m(i), dble(s(i)), i = 1, n, 3)
  print '(4es16.8)', mod(1.0e7, 0.7), modulo(-6.0, 2.0), modulo(6.0, -2.0), mod(-6.0, 2.0)
  print '(2es24.16)', mod(1.0d20, 3.0d0), modulo(-17.7041d0, 1.7d0)
end program real_mod
