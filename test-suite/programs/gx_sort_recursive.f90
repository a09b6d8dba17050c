! Recursive sorting as used in mesh renumbering and post-processing: a recursive quicksort of an
! index array by keys (median of three), a recursive mergesort with a work array, a stable
! ordering check, and inverse permutations; prints checksums of the permutations.
module gx_sort_mod
  implicit none
contains
  recursive subroutine qsort_idx(key, idx, lo, hi)
    real(8), intent(in) :: key(:)
    integer, intent(inout) :: idx(:)
    integer, intent(in) :: lo, hi
    integer :: i, j, mid, t
    real(8) :: pivot
    if (hi - lo < 1) return
    mid = (lo + hi) / 2
    if (key(idx(mid)) < key(idx(lo))) call swap(idx(mid), idx(lo))
    if (key(idx(hi)) < key(idx(lo))) call swap(idx(hi), idx(lo))
    if (key(idx(hi)) < key(idx(mid))) call swap(idx(hi), idx(mid))
    pivot = key(idx(mid))
    i = lo
    j = hi
    do
      do while (key(idx(i)) < pivot)
        i = i + 1
      end do
      do while (key(idx(j)) > pivot)
        j = j - 1
      end do
      if (i <= j) then
        t = idx(i)
        idx(i) = idx(j)
        idx(j) = t
        i = i + 1
        j = j - 1
      end if
      if (i > j) exit
    end do
    call qsort_idx(key, idx, lo, j)
    call qsort_idx(key, idx, i, hi)
  end subroutine qsort_idx

  subroutine swap(a, b)
    integer, intent(inout) :: a, b
    integer :: t
    t = a
    a = b
    b = t
  end subroutine swap

  recursive subroutine merge_sort(a, work)
    integer, intent(inout) :: a(:)
    integer, intent(inout) :: work(:)
    integer :: n, m, i, j, k
    n = size(a)
    if (n <= 1) return
    m = n / 2
    call merge_sort(a(1:m), work(1:m))
    call merge_sort(a(m + 1:n), work(m + 1:n))
    i = 1
    j = m + 1
    k = 0
    do while (i <= m .and. j <= n)
      k = k + 1
      if (a(i) <= a(j)) then
        work(k) = a(i)
        i = i + 1
      else
        work(k) = a(j)
        j = j + 1
      end if
    end do
    if (i <= m) work(k + 1:n) = a(i:m)
    if (j <= n) work(k + 1:n) = a(j:n)
    a = work(1:n)
  end subroutine merge_sort

  recursive integer function depth_of(n) result(d)
    integer, intent(in) :: n
    if (n <= 1) then
      d = 0
    else
      d = 1 + depth_of(n / 2)
    end if
  end function depth_of
end module gx_sort_mod

program gx_sort_recursive
  use gx_sort_mod
  implicit none
  integer, parameter :: n = 200
  real(8) :: key(n)
  integer :: idx(n), inv(n), ivals(n), work(n), i, chk
  logical :: sorted

  do i = 1, n
    key(i) = mod(i * 7919, 211) + 0.001d0 * mod(i * 31, 17)
    ivals(i) = mod(i * 104729, 997) - 500
  end do
  idx = [(i, i = 1, n)]
  call qsort_idx(key, idx, 1, n)
  sorted = all(key(idx(1:n - 1)) <= key(idx(2:n)))
  inv(idx) = [(i, i = 1, n)]
  chk = 0
  do i = 1, n
    chk = mod(chk * 31 + idx(i), 1000003)
  end do
  print *, 'quicksort', sorted, chk, idx(1), idx(n)
  print *, 'inverse ok', all(idx(inv) == [(i, i = 1, n)])
  print '(a,3f10.3)', 'keys', key(idx(1)), key(idx(n / 2)), key(idx(n))

  call merge_sort(ivals, work)
  print *, 'mergesort', all(ivals(1:n - 1) <= ivals(2:n)), ivals(1), ivals(n), sum(ivals)
  print *, 'median', ivals(n / 2), 'depth', depth_of(n)
end program gx_sort_recursive
