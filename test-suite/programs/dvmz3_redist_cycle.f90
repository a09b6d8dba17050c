! dvmh-test: grids=4:2x2 4:4x1 3:1x3
! DYNAMIC arrays redistributed inside the time loop: each pass picks a format from the pass
! number (BLOCK by rows, by columns, both, WGT_BLOCK with weights computed from the pass),
! the aligned arrays following; a NEW_VALUE redistribution of a work array whose values are
! about to be overwritten; a sweep with SHADOW_RENEW after every change.
program dvmz3_redist_cycle
  implicit none
  integer, parameter :: n = 23, m = 17
  real(8) :: a(n, m), b(n, m), w(n, m)
!dvm$ distribute a(block, block)
!dvm$ align b(i, j) with a(i, j)
!dvm$ distribute w(block, *)
!dvm$ dynamic a, w
  integer :: i, j, pass
  real(8) :: wt(m), s, smax
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = i + j * 0.5d0
      b(i, j) = 0
    end do
  end do
  do pass = 1, 6
    select case (mod(pass, 4))
    case (0)
!dvm$ redistribute a(block, *)
    case (1)
!dvm$ redistribute a(*, block)
    case (2)
!dvm$ redistribute a(block, block)
    case (3)
      do j = 1, m
        wt(j) = 1d0 + mod(j * pass, 4)
      end do
!dvm$ redistribute a(*, wgt_block(wt, m))
    end select
!dvm$ redistribute w(*, block) new_value
!dvm$ parallel (j, i) on w(i, j)
    do j = 1, m
      do i = 1, n
        w(i, j) = pass * 0.1d0 * i
      end do
    end do
!dvm$ parallel (j, i) on b(i, j), shadow_renew(a), remote_access(w(:, j))
    do j = 2, m - 1
      do i = 2, n - 1
        b(i, j) = 0.25d0 * (a(i - 1, j) + a(i + 1, j) + a(i, j - 1) + a(i, j + 1)) + w(n + 1 - i, j)
      end do
    end do
    s = 0
    smax = 0
!dvm$ parallel (j, i) on a(i, j), reduction(sum(s), max(smax))
    do j = 2, m - 1
      do i = 2, n - 1
        smax = max(smax, abs(b(i, j) - a(i, j)))
        a(i, j) = b(i, j)
        s = s + a(i, j)
      end do
    end do
    write (*, '(a, i2, 2f18.8)') 'pass', pass, s, smax
!dvm$ redistribute w(block, *) new_value
  end do
  write (*, '(4f14.8)') a(2, 2), a(12, 9), a(n - 1, m - 1), b(5, 13)
end program dvmz3_redist_cycle
