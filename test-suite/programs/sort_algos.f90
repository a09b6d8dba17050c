! Sorting without recursion: heapsort with a sift-down subroutine, Shell sort with a gap
! sequence, and quicksort with an explicit stack of bounds (DO WHILE loops, EXIT and
! CYCLE); each sorts a copy of pseudo-random data and the results are checked and
! summarised, then a binary search looks keys up.
module sorting
  implicit none
contains
  subroutine sift(a, start, last)
    integer, intent(inout) :: a(*)
    integer, intent(in) :: start, last
    integer :: root, child, t
    root = start
    do while (2 * root <= last)
      child = 2 * root
      if (child < last) then
        if (a(child) < a(child + 1)) child = child + 1
      end if
      if (a(root) >= a(child)) exit
      t = a(root); a(root) = a(child); a(child) = t
      root = child
    end do
  end subroutine sift

  subroutine heapsort(a, n)
    integer, intent(in) :: n
    integer, intent(inout) :: a(n)
    integer :: k, t
    do k = n / 2, 1, -1
      call sift(a, k, n)
    end do
    do k = n, 2, -1
      t = a(1); a(1) = a(k); a(k) = t
      call sift(a, 1, k - 1)
    end do
  end subroutine heapsort

  subroutine shellsort(a, n)
    integer, intent(in) :: n
    integer, intent(inout) :: a(n)
    integer :: gap, i, j, t
    gap = 1
    do while (gap < n / 3)
      gap = 3 * gap + 1
    end do
    do while (gap >= 1)
      do i = gap + 1, n
        t = a(i)
        j = i
        do while (j > gap)
          if (a(j - gap) <= t) exit
          a(j) = a(j - gap)
          j = j - gap
        end do
        a(j) = t
      end do
      gap = gap / 3
    end do
  end subroutine shellsort

  subroutine quicksort(a, n)
    integer, intent(in) :: n
    integer, intent(inout) :: a(n)
    integer :: lo(64), hi(64), sp, l, r, i, j, p, t
    sp = 1; lo(1) = 1; hi(1) = n
    do while (sp > 0)
      l = lo(sp); r = hi(sp); sp = sp - 1
      if (l >= r) cycle
      p = a((l + r) / 2)
      i = l; j = r
      do
        do while (a(i) < p)
          i = i + 1
        end do
        do while (a(j) > p)
          j = j - 1
        end do
        if (i <= j) then
          t = a(i); a(i) = a(j); a(j) = t
          i = i + 1; j = j - 1
        end if
        if (i > j) exit
      end do
      sp = sp + 1; lo(sp) = l; hi(sp) = j
      sp = sp + 1; lo(sp) = i; hi(sp) = r
    end do
  end subroutine quicksort

  logical function sorted(a, n)
    integer, intent(in) :: n, a(n)
    integer :: i
    sorted = .true.
    do i = 2, n
      if (a(i - 1) > a(i)) sorted = .false.
    end do
  end function sorted

  integer function bsearch(a, n, key)
    integer, intent(in) :: n, a(n), key
    integer :: l, r, m
    bsearch = 0
    l = 1; r = n
    do while (l <= r)
      m = (l + r) / 2
      if (a(m) == key) then
        bsearch = m
        return
      else if (a(m) < key) then
        l = m + 1
      else
        r = m - 1
      end if
    end do
  end function bsearch
end module sorting

program sort_algos
  use sorting
  implicit none
  integer, parameter :: n = 300
  integer :: orig(n), a(n), b(n), c(n), i, s, k
  s = 7
  do i = 1, n
    s = mod(s * 1103 + 12345, 65536)
    orig(i) = mod(s, 1000)
  end do
  do i = 1, n
    a(i) = orig(i); b(i) = orig(i); c(i) = orig(i)
  end do
  call heapsort(a, n)
  call shellsort(b, n)
  call quicksort(c, n)
  write (*, '(3l3)') sorted(a, n), sorted(b, n), sorted(c, n)
  k = 0
  do i = 1, n
    if (a(i) /= b(i) .or. a(i) /= c(i)) k = k + 1
  end do
  write (*, '(a, i4)') 'mismatches', k
  write (*, '(10i5)') (a(i), i = 1, n, 30)
  do k = 100, 900, 200
    i = bsearch(a, n, a(k / 3))
    write (*, '(i5, i5, l3)') k, a(k / 3), a(i) == a(k / 3)
  end do
end program sort_algos
