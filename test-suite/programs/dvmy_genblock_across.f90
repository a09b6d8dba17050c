! dvmh-test: procs=1 2 3
! dvmh-test: grids=2:2x1 3:3x1 5:5x1 6:6x1
! dvmh-test: serial-files=lib/dvmy_nproc_serial.f90
! GEN_BLOCK with block sizes computed at run time from NUMBER_OF_PROCESSORS() (a grid of one
! column; empty blocks where there are more processes than rows) on a deferred DISTRIBUTE,
! ACROSS over the GEN_BLOCK dimension and a BLOCK one, and WGT_BLOCK on a 1-D array read
! through REMOTE_ACCESS.
program dvmy_genblock_across
  implicit none
  integer, parameter :: n = 12, m = 8
  real(8) :: a(n, m), w(n), wt(4)
  integer :: sizes(8), np, i, j, k, left
  integer :: number_of_processors
  real(8) :: s, t
!dvm$ distribute :: a
!dvm$ dynamic a
!dvm$ distribute w(wgt_block(wt, 4))
  data wt /1d0, 3d0, 2d0, 0.5d0/
  np = number_of_processors()
  sizes = 0
  left = n
  do k = 1, np - 1
    sizes(k) = min(left, k + 2)
    left = left - sizes(k)
  end do
  sizes(np) = left
!dvm$ redistribute a(gen_block(sizes), block)
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = 1d0 / (i + j)
    end do
  end do
!dvm$ parallel (i) on w(i)
  do i = 1, n
    w(i) = i * 0.5d0
  end do
!dvm$ parallel (j, i) on a(i, j), across(a(1:0, 1:0)), remote_access(w(:))
  do j = 2, m
    do i = 2, n
      a(i, j) = 0.5d0 * (a(i - 1, j) + a(i, j - 1)) + w(n + 2 - i) * 1d-2
    end do
  end do
  s = 0
  t = 0
!dvm$ parallel (j, i) on a(i, j), reduction(sum(s), max(t))
  do j = 1, m
    do i = 1, n
      s = s + a(i, j) * i
      t = max(t, a(i, j))
    end do
  end do
  print '(2f20.12)', s, t
  print '(3f16.10)', a(n, m), a(2, m), a(n, 2)
end program dvmy_genblock_across
