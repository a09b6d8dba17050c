! A growing dynamic array with MOVE_ALLOC, as particle and event lists in real codes keep
! them: push appends, doubling the capacity through a temporary whose allocation is moved
! into the list (no second copy); a compaction step filters the list into a new array and
! moves it back; MOVE_ALLOC of an unallocated FROM leaves TO unallocated, of allocatable
! scalars too; a two-dimensional table grows by columns the same way.
program alloc2_grow_list
  implicit none
  real(8), allocatable :: pos(:), spare(:), kept(:)
  integer, allocatable :: ids(:), tmp_ids(:)
  real(8), allocatable :: table(:, :), wider(:, :)
  real(8), allocatable :: best, cand
  integer :: n, cap, i, j, m, grows

  n = 0
  cap = 2
  grows = 0
  allocate(pos(cap), ids(cap))
  do i = 1, 37
    if (n == cap) then
      allocate(spare(2 * cap), tmp_ids(2 * cap))
      spare(1:n) = pos(1:n)
      tmp_ids(1:n) = ids(1:n)
      call move_alloc(spare, pos)
      call move_alloc(from=tmp_ids, to=ids)
      cap = 2 * cap
      grows = grows + 1
    end if
    n = n + 1
    pos(n) = sin(0.3d0 * i) * i
    ids(n) = 1000 + i
  end do
  print *, 'n, cap, grows:', n, cap, grows, size(pos), allocated(spare), allocated(tmp_ids)
  print *, 'sum pos:', sum(pos(1:n))
  print '(8i6)', ids(1:n:5)

  ! Keep the particles with a positive position.
  allocate(kept(count(pos(1:n) > 0)))
  m = 0
  do i = 1, n
    if (pos(i) > 0) then
      m = m + 1
      kept(m) = pos(i)
    end if
  end do
  call move_alloc(kept, pos)
  print *, 'kept', m, size(pos), allocated(kept)
  print '(4f12.6)', pos

  ! An unallocated FROM empties TO.
  call move_alloc(spare, pos)
  print *, 'emptied', allocated(pos), allocated(spare)

  ! Columns appended to a table.
  allocate(table(3, 1))
  table(:, 1) = [1d0, 2d0, 3d0]
  do j = 2, 5
    allocate(wider(3, j))
    wider(:, 1:j - 1) = table
    wider(:, j) = table(:, j - 1) * 2 + j
    call move_alloc(wider, table)
  end do
  print *, 'table', shape(table), lbound(table, 2), ubound(table, 1), ubound(table, 2)
  print '(5f9.1)', transpose(table)

  ! Allocatable scalars: the best candidate kept by moving.
  do i = 1, 6
    cand = cos(1.7d0 * i)
    if (.not. allocated(best)) then
      call move_alloc(cand, best)
    else if (cand > best) then
      call move_alloc(cand, best)
    end if
  end do
  print *, 'best', best, allocated(cand)
end program alloc2_grow_list
