! dvmh-test: grids=4:2x2
! An alignment tree of allocatable arrays: a 2-D base, an array aligned with it with a
! shift, one aligned with that (composed to the base), a 1-D array aligned with a column of
! the base and one with a row (the other dimension replicated), all allocated after the base
! in one ALLOCATE; loops ON different members read their neighbours without communication.
program dvm_alloc_align_tree
  implicit none
  integer :: n, m, i, j, round
  real(8), allocatable :: base(:,:), sh(:,:), tw(:,:), col(:), row(:)
  real(8) :: s1, s2
!dvm$ distribute base(block, block)
!dvm$ align sh(i, j) with base(i + 1, j + 1)
!dvm$ align tw(i, j) with sh(i, j)
!dvm$ align col(i) with base(i, *)
!dvm$ align row(j) with base(*, j)
  do round = 1, 2
    n = 9 + 4 * round
    m = 7 + 3 * round
    allocate (base(0:n, 0:m), sh(0:n - 1, 0:m - 1), tw(0:n - 1, 0:m - 1), col(0:n), row(0:m))
!dvm$ parallel (j, i) on base(i, j)
    do j = 0, m
      do i = 0, n
        base(i, j) = i * 0.5d0 + j * round
      end do
    end do
!dvm$ parallel (i) on col(i)
    do i = 0, n
      col(i) = i * i
    end do
!dvm$ parallel (j) on row(j)
    do j = 0, m
      row(j) = 2 * j + round
    end do
!dvm$ parallel (j, i) on sh(i, j)
    do j = 0, m - 1
      do i = 0, n - 1
        sh(i, j) = base(i + 1, j + 1) * col(i + 1) - row(j + 1)
        tw(i, j) = sh(i, j) + base(i + 1, j + 1)
      end do
    end do
    s1 = 0
    s2 = -1d30
!dvm$ parallel (j, i) on tw(i, j), reduction(sum(s1), max(s2))
    do j = 0, m - 1
      do i = 0, n - 1
        s1 = s1 + tw(i, j) - sh(i, j)
        s2 = max(s2, tw(i, j))
      end do
    end do
    print '(a, i2, 2f16.3)', ' round', round, s1, s2
    print '(3f14.3)', sh(0, 0), tw(n - 1, m - 1), col(n) + row(m)
    deallocate (row, col, tw, sh, base)
  end do
end program
