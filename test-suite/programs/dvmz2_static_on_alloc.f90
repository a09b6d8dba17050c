! dvmh-test: grids=3:3x1 3:1x3
! Static arrays living with an ALLOCATABLE distributed array: a static array cannot be
! ALIGNed with one in its declaration (it would exist before its base), so the static arrays
! are declared DYNAMIC with a distribution of their own and REALIGNed with the allocatable
! array once it is allocated (one shifted, one with a replicated dimension); parallel loops
! ON the static arrays then read the base locally.
program dvmz2_static_on_alloc
  implicit none
  integer, parameter :: n = 21, m = 10
  real(8), allocatable :: a(:, :)
  real(8) :: b(n, m), c(n - 1, m), r(n)
!dvm$ distribute a(block, block)
!dvm$ shadow a(1:1, 0:0)
!dvm$ distribute (block, block) :: b, c
!dvm$ distribute r(block)
!dvm$ dynamic b, c, r
  integer :: i, j, nn
  real(8) :: s1, s2
  nn = n
!dvm$ parallel (j, i) on b(i, j)
  do j = 1, m
    do i = 1, n
      b(i, j) = i + j
    end do
  end do
  allocate (a(nn, m))
!dvm$ realign b(i, j) with a(i, j)
!dvm$ realign c(i, j) with a(i + 1, j) new_value
!dvm$ realign r(i) with a(i, *) new_value
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = sin(0.3d0 * i) + 0.1d0 * j
    end do
  end do
!dvm$ parallel (j, i) on b(i, j)
  do j = 1, m
    do i = 1, n
      b(i, j) = 2 * a(i, j) + b(i, j) * 0.01d0
    end do
  end do
!dvm$ parallel (j, i) on c(i, j), shadow_renew(a)
  do j = 1, m
    do i = 1, n - 1
      c(i, j) = a(i + 1, j) - a(i, j) + b(i + 1, j)
    end do
  end do
!dvm$ parallel (i) on r(i)
  do i = 1, n
    r(i) = i * 0.5d0
  end do
  s1 = 0; s2 = 0
!dvm$ parallel (j, i) on c(i, j), reduction(sum(s1), sum(s2))
  do j = 1, m
    do i = 1, n - 1
      s1 = s1 + c(i, j) * j
      s2 = s2 + b(i + 1, j) * r(i + 1)
    end do
  end do
  print '(2f20.10)', s1, s2
  print '(3f16.10)', c(1, 1), c(n - 1, m), b(n, m)
  deallocate (a)
end program dvmz2_static_on_alloc
