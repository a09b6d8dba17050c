! dvmh-test: grids=4:2x2 4:4x1 3:1x3
! Distributed ALLOCATABLE arrays created and destroyed inside an adaptive time loop: the
! grid is refined every other step (the size grows), the field is allocated with the new
! size, distributed BLOCK x BLOCK (or WGT_BLOCK rows on odd refinements via REDISTRIBUTE),
! filled by interpolation from a REMOTE_ACCESS copy of the previous level, relaxed with a
! shadow renewal and summarised with reductions, then the old level is deallocated.
program alloc_timeloop
  implicit none
  real(8), allocatable :: old(:, :), new(:, :), tmp(:, :)
  real(8) :: wt(4), s, dmax
  integer :: n, nold, level, i, j, it, io, jo
!dvm$ distribute :: old, new
!dvm$ align tmp(i, j) with new(i, j)
!dvm$ dynamic new
!dvm$ shadow new(1:1, 1:1)
  n = 9
  allocate (old(n, n))
!dvm$ redistribute old(block, block)
!dvm$ parallel (j, i) on old(i, j)
  do j = 1, n
    do i = 1, n
      old(i, j) = sin(0.3d0 * i) * cos(0.2d0 * j)
    end do
  end do
  do level = 1, 3
    nold = n
    n = 2 * n - 1
    allocate (new(n, n), tmp(n, n))
!dvm$ redistribute new(block, block)
    if (mod(level, 2) == 1) then
      wt = (/ 2d0, 1d0, 1d0, 3d0 /)
!dvm$ redistribute new(wgt_block(wt, 4), *)
    end if
!dvm$ parallel (j, i) on new(i, j), remote_access(old(:, :)), private(io, jo)
    do j = 1, n
      do i = 1, n
        io = (i + 1) / 2
        jo = (j + 1) / 2
        if (mod(i, 2) == 1 .and. mod(j, 2) == 1) then
          new(i, j) = old(io, jo)
        else if (mod(i, 2) == 1) then
          new(i, j) = 0.5d0 * (old(io, jo) + old(io, jo + 1))
        else if (mod(j, 2) == 1) then
          new(i, j) = 0.5d0 * (old(io, jo) + old(io + 1, jo))
        else
          new(i, j) = 0.25d0 * (old(io, jo) + old(io + 1, jo) + old(io, jo + 1) + old(io + 1, jo + 1))
        end if
      end do
    end do
    do it = 1, 3
!dvm$ parallel (j, i) on tmp(i, j), shadow_renew(new)
      do j = 2, n - 1
        do i = 2, n - 1
          tmp(i, j) = 0.25d0 * (new(i - 1, j) + new(i + 1, j) + new(i, j - 1) + new(i, j + 1))
        end do
      end do
      dmax = 0
!dvm$ parallel (j, i) on new(i, j), reduction(max(dmax))
      do j = 2, n - 1
        do i = 2, n - 1
          dmax = max(dmax, abs(tmp(i, j) - new(i, j)))
          new(i, j) = 0.5d0 * (new(i, j) + tmp(i, j))
        end do
      end do
    end do
    s = 0
!dvm$ parallel (j, i) on new(i, j), reduction(sum(s))
    do j = 1, n
      do i = 1, n
        s = s + new(i, j)
      end do
    end do
    write (*, '(a, i2, i4, 2es24.15)') 'level', level, n, s / (n * n), dmax
    deallocate (old, tmp)
    allocate (old(n, n))
!dvm$ redistribute old(block, block)
!dvm$ parallel (j, i) on old(i, j), remote_access(new(:, :))
    do j = 1, n
      do i = 1, n
        old(i, j) = new(i, j)
      end do
    end do
    deallocate (new)
  end do
  write (*, '(3es24.15)') old(1, 1), old(n / 2, n / 3), old(n, n)
end program alloc_timeloop
