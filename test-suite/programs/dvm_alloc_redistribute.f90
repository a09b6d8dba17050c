! dvmh-test: grids=4:2x2 3:3x1
! Deferred distribution of ALLOCATABLE arrays: DYNAMIC, `DISTRIBUTE :: A`, the mapping given
! by REDISTRIBUTE after ALLOCATE (with arrays aligned with it mapped at the same time), then
! REDISTRIBUTE to other formats with the values moving, REALIGN of an allocatable array,
! STAT= of ALLOCATE and DEALLOCATE, and a template with allocatable arrays aligned with it.
program dvm_alloc_redistribute
  implicit none
  integer, parameter :: n = 18, m = 11
  real(8), allocatable :: a(:,:), b(:,:), c(:), d(:)
  real(8) :: e(n)
  real(8) :: s, smax
  integer :: i, j, st
!dvm$ dynamic a, c
!dvm$ distribute :: a
!dvm$ align b(i, j) with a(i, j)
!dvm$ template t(0:n + 1)
!dvm$ distribute t(block)
!dvm$ align c(i) with t(i)
!dvm$ align d(i) with t(i + 1)
!dvm$ align e(i) with t(i)
  allocate (a(n, m), stat=st)
  print *, 'stat', st
  allocate (a(2, 2), stat=st)
  print *, 'stat again', st
  allocate (b(n, m))
!dvm$ redistribute a(block, block)
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = i + 0.5d0 * j
      b(i, j) = 10 * i - j
    end do
  end do
  s = 0
!dvm$ parallel (j, i) on a(i, j), reduction(sum(s))
  do j = 1, m
    do i = 1, n
      s = s + a(i, j) * b(i, j)
    end do
  end do
  print '(a, f16.4)', ' block,block:', s
!dvm$ redistribute a(*, block)
  s = 0
  smax = -1
!dvm$ parallel (j, i) on b(i, j), reduction(sum(s), max(smax))
  do j = 1, m
    do i = 1, n
      s = s + a(i, j) - b(i, j)
      smax = max(smax, a(i, j) * j)
    end do
  end do
  print '(a, 2f16.4)', ' *,block:', s, smax
!dvm$ redistribute a(block, *)
  print *, a(n, m), b(1, 1), a(7, 3)
  allocate (c(0:n), d(0:n - 1))
!dvm$ parallel (i) on e(i)
  do i = 1, n
    e(i) = i * i
  end do
!dvm$ parallel (i) on c(i)
  do i = 0, n
    c(i) = 3 * i
  end do
!dvm$ parallel (i) on d(i)
  do i = 0, n - 1
    d(i) = c(i + 1) + 1
  end do
!dvm$ realign c(i) with t(i + 1)
!dvm$ parallel (i) on d(i)
  do i = 1, n - 1
    d(i) = d(i) + c(i) + e(i + 1)
  end do
  s = 0
!dvm$ parallel (i) on d(i), reduction(sum(s))
  do i = 0, n - 1
    s = s + d(i) * (i + 1)
  end do
  print '(a, f16.4)', ' realigned:', s
  deallocate (d, c)
  deallocate (c, stat=st)
  print *, 'dealloc stat', st
  deallocate (b, a)
end program
