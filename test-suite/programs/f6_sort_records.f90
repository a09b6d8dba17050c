! Sorting records: a recursive quicksort (median-of-three, Hoare partition) of an array of
! derived-type records by a real key, ties broken by name, with a user-defined comparison
! operator; an insertion sort of indices for a second key; a stable merge sort of integers
! with a work array; the results checked for order and summarised.
module f6_records
  implicit none
  integer, parameter :: dp = selected_real_kind(15)
  type :: rec_t
    character(len=8) :: name
    real(dp) :: score
    integer :: id
  end type
  interface operator(.before.)
    module procedure before
  end interface
contains
  logical function before(a, b)
    type(rec_t), intent(in) :: a, b
    if (a%score /= b%score) then
      before = a%score < b%score
    else
      before = a%name < b%name
    end if
  end function
  recursive subroutine quicksort(v, lo, hi)
    type(rec_t), intent(inout) :: v(:)
    integer, intent(in) :: lo, hi
    type(rec_t) :: pivot, t
    integer :: i, j, mid
    if (hi - lo < 1) return
    mid = (lo + hi) / 2
    if (v(mid) .before. v(lo)) call swap(v(mid), v(lo))
    if (v(hi) .before. v(lo)) call swap(v(hi), v(lo))
    if (v(hi) .before. v(mid)) call swap(v(hi), v(mid))
    pivot = v(mid)
    i = lo - 1
    j = hi + 1
    do
      do
        i = i + 1
        if (.not. (v(i) .before. pivot)) exit
      end do
      do
        j = j - 1
        if (.not. (pivot .before. v(j))) exit
      end do
      if (i >= j) exit
      t = v(i); v(i) = v(j); v(j) = t
    end do
    call quicksort(v, lo, j)
    call quicksort(v, j + 1, hi)
  end subroutine
  subroutine swap(a, b)
    type(rec_t), intent(inout) :: a, b
    type(rec_t) :: t
    t = a; a = b; b = t
  end subroutine
  recursive subroutine mergesort(a, work, lo, hi)
    integer, intent(inout) :: a(:), work(:)
    integer, intent(in) :: lo, hi
    integer :: mid, i, j, k
    if (hi <= lo) return
    mid = (lo + hi) / 2
    call mergesort(a, work, lo, mid)
    call mergesort(a, work, mid + 1, hi)
    i = lo; j = mid + 1; k = lo
    do while (i <= mid .and. j <= hi)
      if (a(j) < a(i)) then
        work(k) = a(j); j = j + 1
      else
        work(k) = a(i); i = i + 1
      end if
      k = k + 1
    end do
    work(k:k + mid - i) = a(i:mid)
    k = k + mid - i + 1
    work(k:k + hi - j) = a(j:hi)
    a(lo:hi) = work(lo:hi)
  end subroutine
end module f6_records

program f6_sort_records
  use f6_records
  implicit none
  integer, parameter :: n = 25
  type(rec_t) :: r(n)
  integer :: i, idx(n), a(40), work(40), t, j
  integer(8) :: seed
  logical :: ok
  character(len=4), parameter :: syl(6) = ['ka  ', 'lo  ', 'mi  ', 'ne  ', 'ru  ', 'su  ']
  seed = 2024
  do i = 1, n
    seed = mod(seed * 16807_8, 2147483647_8)
    r(i)%id = i
    r(i)%score = real(mod(seed, 13), dp) * 0.5_dp
    r(i)%name = trim(syl(mod(seed / 13, 6) + 1)) // trim(syl(mod(seed / 78, 6) + 1))
  end do
  call quicksort(r, 1, n)
  ok = .true.
  do i = 1, n - 1
    if (r(i + 1) .before. r(i)) ok = .false.
  end do
  write (*, '(a, l2)') 'sorted ', ok
  do i = 1, n, 3
    write (*, '(i3, 1x, a8, f6.2)') r(i)%id, r(i)%name, r(i)%score
  end do
  write (*, '(a, i0)') 'id checksum ', sum(r%id * [(i, i = 1, n)])
  idx = [(i, i = 1, n)]
  do i = 2, n
    t = idx(i)
    j = i - 1
    do while (j >= 1)
      if (r(idx(j))%id <= r(t)%id) exit
      idx(j + 1) = idx(j)
      j = j - 1
    end do
    idx(j + 1) = t
  end do
  write (*, '(25i3)') (r(idx(i))%id, i = 1, n)
  do i = 1, 40
    seed = mod(seed * 48271_8, 2147483647_8)
    a(i) = mod(seed, 1000) - 500
  end do
  call mergesort(a, work, 1, 40)
  write (*, '(10i5)') a
  write (*, '(a, l2)') 'merge ok ', all(a(1:39) <= a(2:40))
end program f6_sort_records
