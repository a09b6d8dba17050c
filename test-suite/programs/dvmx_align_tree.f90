! dvmh-test: grids=4:4x1 4:1x4 3:3x1 6:3x2 8:2x4
! An alignment tree on a 2-D template: stretch (2*I), shift (I+3), permutation (A(I,J) with
! T(J,I)), collapse and replication (ALIGN C(I,*) WITH T(2*I,*)), replication (R(J) WITH T(*,J)) and an array
! aligned with an aligned array (second level of the tree). N and M are odd and not divisible
! by the process counts; parallel loops ON the template and on each kind of array.
program dvmx_align_tree
  implicit none
  integer, parameter :: n = 13, m = 9
  real(8) :: a(m, n), b(n), c(n, 5), d(m, n), r(m), e(n)
  integer :: i, j, k
  real(8) :: s1, s2, s3, s4
!dvm$ template t(2*n + 4, m + 3)
!dvm$ distribute t(block, block)
!dvm$ align a(i, j) with t(2*j, i + 3)
!dvm$ align b(i) with t(2*i + 1, 2)
!dvm$ align c(i, *) with t(2*i, *)
!dvm$ align r(j) with t(*, j + 3)
!dvm$ align d(i, j) with a(i, j)
!dvm$ align e(i) with b(i)
!dvm$ parallel (j, i) on t(2*j, i + 3)
  do j = 1, n
    do i = 1, m
      a(i, j) = i * 0.5d0 + j * j
    end do
  end do
!dvm$ parallel (i) on b(i)
  do i = 1, n
    b(i) = 3 * i - 7
    e(i) = mod(i * 7, 5)
  end do
!dvm$ parallel (i, k) on c(i, k)
  do i = 1, n
    do k = 1, 5
      c(i, k) = i * 10 + k
    end do
  end do
!dvm$ parallel (j) on r(j)
  do j = 1, m
    r(j) = 1.0d0 / j
  end do
!dvm$ parallel (j, i) on d(i, j)
  do j = 1, n
    do i = 1, m
      d(i, j) = a(i, j) * r(i) + c(j, mod(i, 5) + 1)
    end do
  end do
  s1 = 0; s2 = 0; s3 = 0; s4 = -1d9
!dvm$ parallel (j, i) on t(2*j, i + 3), reduction(sum(s1), max(s4))
  do j = 1, n
    do i = 1, m
      s1 = s1 + d(i, j)
      s4 = max(s4, d(i, j) - a(i, j))
    end do
  end do
!dvm$ parallel (i) on e(i), reduction(sum(s2))
  do i = 1, n
    s2 = s2 + b(i) * e(i)
  end do
!dvm$ parallel (i, k) on c(i, k), reduction(sum(s2))
  do i = 1, n
    do k = 1, 5
      s2 = s2 + c(i, k) * k
    end do
  end do
!dvm$ parallel (i) on r(i), reduction(sum(s3))
  do i = 1, m
    s3 = s3 + r(i) * i
  end do
  print '(a, f14.4, f12.4)', ' tree  ', s1, s4
  print '(a, f14.4, f12.4)', ' vecs  ', s2, s3
  print '(5f9.2)', d(1, 1), d(m, n), d(5, 7), c(n, 5), b(n)
  print '(6f7.1)', (e(i), i = 1, 6)
end program
