! dvmh-test: grids=4:1x4 4:2x2 3:3x1
! ACROSS along dimensions distributed '*' (not distributed), without a SHADOW declaration:
! each process stores such dimensions whole, so the dependence is local there; with a BLOCK
! dimension carrying a dependence too (its default shadow width 1), backward steps, and a
! 3-D array with two '*' dimensions; also an array aligned with a template's '*' dimension.
program dvm_across_star
  implicit none
  integer, parameter :: n = 14, m = 9, l = 5
  real(8) :: a(n, m), b(n, m), c(l, n, m), t1(n, m)
  real(8) :: s1, s2, s3, s4
  integer :: i, j, k
!dvm$ distribute a(*, block)
!dvm$ distribute b(block, *)
!dvm$ distribute c(*, *, block)
!dvm$ template tp(n, m)
!dvm$ distribute tp(*, block)
!dvm$ align t1(i, j) with tp(i, j)
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = mod(i * 3 + j * 7, 10) * 0.1d0
      t1(i, j) = a(i, j) + 1
    end do
  end do
!dvm$ parallel (j, i) on b(i, j)
  do j = 1, m
    do i = 1, n
      b(i, j) = mod(i * 5 + j, 8) * 0.125d0
    end do
  end do
!dvm$ parallel (k, j, i) on c(i, j, k)
  do k = 1, m
    do j = 1, n
      do i = 1, l
        c(i, j, k) = i + j * 0.5d0 - k * 0.25d0
      end do
    end do
  end do
! The dependence along the '*' dimension only.
!dvm$ parallel (j, i) on a(i, j), across(a(2:0, 0:0))
  do j = 1, m
    do i = 3, n
      a(i, j) = 0.5d0 * a(i, j) + 0.3d0 * a(i - 1, j) + 0.2d0 * a(i - 2, j)
    end do
  end do
! Along both: the '*' dimension backwards, the BLOCK one forwards.
!dvm$ parallel (j, i) on b(i, j), across(b(1:0, 0:1))
  do j = m - 1, 1, -1
    do i = 2, n
      b(i, j) = 0.4d0 * b(i, j) + 0.3d0 * b(i - 1, j) + 0.3d0 * b(i, j + 1)
    end do
  end do
!dvm$ parallel (k, j, i) on c(i, j, k), across(c(1:1, 1:0, 1:0))
  do k = 2, m
    do j = 2, n
      do i = 2, l - 1
        c(i, j, k) = (c(i - 1, j, k) + c(i + 1, j, k) + c(i, j - 1, k) + c(i, j, k - 1)) * 0.25d0
      end do
    end do
  end do
!dvm$ parallel (j, i) on t1(i, j), across(t1(0:1, 0:0))
  do j = 1, m
    do i = n - 1, 1, -1
      t1(i, j) = t1(i, j) * 0.5d0 + t1(i + 1, j) * 0.5d0
    end do
  end do
  s1 = 0
  s2 = 0
  s3 = 0
  s4 = 0
!dvm$ parallel (j, i) on a(i, j), reduction(sum(s1), sum(s4))
  do j = 1, m
    do i = 1, n
      s1 = s1 + a(i, j) * (i + 2 * j)
      s4 = s4 + t1(i, j) * i * j
    end do
  end do
!dvm$ parallel (j, i) on b(i, j), reduction(sum(s2))
  do j = 1, m
    do i = 1, n
      s2 = s2 + b(i, j) * (3 * i - j)
    end do
  end do
!dvm$ parallel (k, j, i) on c(i, j, k), reduction(sum(s3))
  do k = 1, m
    do j = 1, n
      do i = 1, l
        s3 = s3 + c(i, j, k) * (i + j + k)
      end do
    end do
  end do
  print '(a, 4f20.10)', ' sums ', s1, s2, s3, s4
  print '(4f16.10)', a(n, m), b(n, 1), c(l - 1, n, m), t1(1, m)
end program
