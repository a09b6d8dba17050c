! dvmh-test: grids=4:4x1 4:2x2 3:3x1
! A time loop that moves a window: REALIGN W(I) WITH A(I + K), K changing every step (with
! and without NEW_VALUE), on a WGT_BLOCK x BLOCK base; the window is processed by a
! procedure whose INHERIT dummy is declared 0-based (other lower bounds than the actual's)
! with a REMOTE_ACCESS to the dummy's first element (read by the loop over the others, which
! may not write it: the copy is made before the loop) and a MAXLOC reduction; and a 2-D array
! realigned with a transposed, shifted rule.
subroutine window_step(v, len, t, peak, at)
  implicit none
  integer, intent(in) :: len, t
  real(8) :: v(0:len - 1)
  real(8), intent(out) :: peak
  integer, intent(out) :: at
  integer :: i
!dvm$ inherit v
  peak = -1d30
  at = -1
!dvm$ parallel (i) on v(i), remote_access(v(0)), reduction(maxloc(peak, at))
  do i = 1, len - 1
    v(i) = v(i) * 0.75d0 + 0.25d0 * v(0) + mod(i * t, 5)
    if (v(i) > peak) then
      peak = v(i)
      at = i
    end if
  end do
end subroutine

program dvm_realign_window
  implicit none
  integer, parameter :: n = 30, len = 8, m = 6
  real(8) :: a(n, m), w(len), q(m, len), wt(5)
  real(8) :: peak, s, total
  integer :: i, j, k, t, at
  data wt /2d0, 1d0, 1d0, 3d0, 1d0/
!dvm$ distribute a(wgt_block(wt, 5), block)
!dvm$ align w(i) with a(i, 1)
!dvm$ align q(j, i) with a(i + 2, j)
!dvm$ dynamic w, q
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = mod(i * 3 + j, 7) + 0.5d0 * j
    end do
  end do
!dvm$ parallel (i) on w(i)
  do i = 1, len
    w(i) = i
  end do
!dvm$ parallel (i, j) on q(j, i)
  do i = 1, len
    do j = 1, m
      q(j, i) = i * j
    end do
  end do
  total = 0
  do t = 1, 6
    k = mod(t * 7, n - len)
!dvm$ realign w(i) with a(i + k, mod(t, m) + 1)
!dvm$ parallel (i) on w(i)
    do i = 1, len
      w(i) = w(i) + a(i + k, mod(t, m) + 1) * 0.1d0
    end do
    call window_step(w, len, t, peak, at)
    total = total + peak * (at + 1)
    print '(a, i3, i4, f14.6, i4)', ' step ', t, k, peak, at
    if (mod(t, 2) == 0) then
!dvm$ realign q(j, i) with a(i + k, j) new_value
!dvm$ parallel (i, j) on q(j, i)
      do i = 1, len
        do j = 1, m
          q(j, i) = a(i + k, j) - i
        end do
      end do
    else
!dvm$ realign q(j, i) with a(i + k + 1, j)
!dvm$ parallel (i, j) on q(j, i)
      do i = 1, len
        do j = 1, m
          q(j, i) = q(j, i) + a(i + k + 1, j) * 0.5d0
        end do
      end do
    end if
  end do
  s = 0
!dvm$ parallel (i, j) on q(j, i), reduction(sum(s))
  do i = 1, len
    do j = 1, m
      s = s + q(j, i) * (i + j)
    end do
  end do
  print '(a, 2f20.8)', ' totals ', total, s
  print '(4f14.6)', w(1), w(len), q(1, 1), q(m, len)
end program
