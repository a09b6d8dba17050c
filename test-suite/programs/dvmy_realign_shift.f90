! dvmh-test: flags=-O2 -fcheck=bounds
! dvmh-test: grids=5:5x1 6:3x2 7:7x1
! A TEMPLATE distributed (BLOCK, BLOCK) with an array REALIGNed onto it at alternating shifts
! in the steps of a time loop (its values move each time), a stencil on the realigned array
! renewing its edges with CORNER, arrays at the template's alignment reading it and read by it
! through REMOTE_ACCESS; checked build (which found this program's first version reading the
! shifted array as if it still lived with the template's elements).
program dvmy_realign_shift
  implicit none
  integer, parameter :: n = 12, m = 10, steps = 4
  real(8) :: a(n, m), b(n, m), c(n, m)
  integer :: i, j, it
  real(8) :: s, acc
!dvm$ template t(n + 4, m)
!dvm$ distribute t(block, block)
!dvm$ align a(i, j) with t(i, j)
!dvm$ align c(i, j) with t(i, j)
!dvm$ dynamic a
!dvm$ align b(i, j) with t(i + 2, j)
!dvm$ shadow a(1:1, 1:1)
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = mod(3 * i + 5 * j, 13) * 0.25d0
      c(i, j) = 0
    end do
  end do
!dvm$ parallel (j, i) on b(i, j)
  do j = 1, m
    do i = 1, n
      b(i, j) = i - j
    end do
  end do
  do it = 1, steps
    if (mod(it, 2) == 1) then
!dvm$ realign a(i, j) with t(i + 3, j)
    else
!dvm$ realign a(i, j) with t(i + 1, j)
    end if
    acc = 0
!dvm$ parallel (j, i) on a(i, j), shadow_renew(a(corner)), reduction(sum(acc))
    do j = 2, m - 1
      do i = 2, n - 1
        acc = acc + (a(i - 1, j - 1) + a(i + 1, j + 1) - 2 * a(i, j)) * (i + 2 * j)
      end do
    end do
!dvm$ parallel (j, i) on c(i, j), remote_access(a(i, j))
    do j = 1, m
      do i = 1, n
        c(i, j) = c(i, j) + a(i, j) * it
      end do
    end do
    print '(i3, f20.10)', it, acc
!dvm$ parallel (j, i) on a(i, j), remote_access(b(i, j))
    do j = 1, m
      do i = 1, n
        a(i, j) = 0.5d0 * a(i, j) + 0.1d0 * b(i, j)
      end do
    end do
  end do
  s = 0
!dvm$ parallel (j, i) on c(i, j), reduction(sum(s))
  do j = 1, m
    do i = 1, n
      s = s + c(i, j) * (i + 0.5d0 * j)
    end do
  end do
  print '(3f18.10)', c(2, 2), c(n - 1, m - 1), a(n, m)
  print '(f24.10)', s
end program dvmy_realign_shift
