! dvmh-test: procs=1 2 3 4 8
! Load rebalancing as DVM users write it: the GEN_BLOCK sizes and WGT_BLOCK weights are
! computed at run time from the work per row, and the array is REDISTRIBUTEd with them
! inside the time loop (values moving each time); wide shadows (width 2) renewed on blocks
! of one or two rows, and an ACROSS over them.
program dvmx_rebalance
  implicit none
  integer, parameter :: n = 12, m = 6
  real(8) :: a(n, m), b(n, m)
  real(8) :: wt(n)
  integer :: i, j, k, step
  real(8) :: s
!dvm$ dynamic a
!dvm$ distribute a(block, *)
!dvm$ align b(i, j) with a(i, j)
!dvm$ shadow a(2, 0)
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = i + j * 0.25d0
      b(i, j) = 0
    end do
  end do
  do step = 1, 3
    do i = 1, n
      wt(i) = 1 + mod(i * step, 5)
    end do
!dvm$ redistribute a(wgt_block(wt, n), *)
!dvm$ parallel (j, i) on b(i, j), shadow_renew(a)
    do j = 1, m
      do i = 3, n - 2
        b(i, j) = a(i - 2, j) + a(i + 2, j) - a(i - 1, j) * 0.5d0
      end do
    end do
!dvm$ parallel (j, i) on a(i, j), across(a(2:0, 0:0))
    do j = 1, m
      do i = 3, n
        a(i, j) = (a(i - 2, j) + a(i - 1, j)) * 0.4d0 + b(i, j) * 0.01d0
      end do
    end do
    s = 0
!dvm$ parallel (j, i) on a(i, j), reduction(sum(s))
    do j = 1, m
      do i = 1, n
        s = s + a(i, j) * i
      end do
    end do
    print '(i2, f20.8)', step, s
  end do
  print '(4f16.8)', a(n, m), a(3, 2), b(7, 4), b(n - 2, 1)
end program
