! Recursive procedures as used in sorting, combinatorics and tree codes: an in-place
! quicksort with median-of-three, Ackermann and memo-free Fibonacci call counts, Towers of
! Hanoi move checksum, a binary search tree stored in arrays with recursive in/pre/post-order
! traversals and depth, recursive permutation generation, and mutual recursion (is_even/is_odd).
module f7_tree_store
  implicit none
  integer, parameter :: maxn = 64
  integer :: key(maxn), left(maxn), right(maxn), nnodes = 0
  integer :: visit(maxn), nvisit
contains
  recursive subroutine insert(node, k)
    integer, intent(inout) :: node
    integer, intent(in) :: k
    if (node == 0) then
      nnodes = nnodes + 1
      node = nnodes
      key(node) = k
      left(node) = 0
      right(node) = 0
    else if (k < key(node)) then
      call insert(left(node), k)
    else
      call insert(right(node), k)
    end if
  end subroutine insert

  recursive subroutine walk(node, order)
    integer, intent(in) :: node
    character(len=*), intent(in) :: order
    if (node == 0) return
    if (order == 'pre') call record(node)
    call walk(left(node), order)
    if (order == 'in') call record(node)
    call walk(right(node), order)
    if (order == 'post') call record(node)
  end subroutine walk

  subroutine record(node)
    integer, intent(in) :: node
    nvisit = nvisit + 1
    visit(nvisit) = key(node)
  end subroutine record

  recursive integer function depth(node) result(d)
    integer, intent(in) :: node
    if (node == 0) then
      d = 0
    else
      d = 1 + max(depth(left(node)), depth(right(node)))
    end if
  end function depth
end module f7_tree_store

program f7_recursive_algos
  use f7_tree_store
  implicit none
  integer :: a(30), i, root, calls, moves, checksum, nperm
  integer :: perm(5)
  logical :: used(5)

  a = [(mod(i * 37 + 11, 101) - 50, i = 1, 30)]
  call quicksort(a, 1, size(a))
  print '(10i5)', a
  print *, 'sorted', all(a(1:29) <= a(2:30))

  print *, 'ackermann', ack(2, 3), ack(3, 3), ack(1, 10)
  calls = 0
  i = fib(20)
  print *, 'fib', i, ' calls', calls
  moves = 0
  checksum = 0
  call hanoi(10, 1, 3, 2)
  print *, 'hanoi moves', moves, ' checksum', checksum
  print *, 'even/odd', is_even(10), is_odd(7), is_even(15)

  root = 0
  do i = 1, 15
    call insert(root, mod(i * 7, 16) + 10 * mod(i, 3))
  end do
  print *, 'nodes', nnodes, ' depth', depth(root)
  nvisit = 0
  call walk(root, 'in')
  print '(a, 15i4)', ' in  ', visit(1:nvisit)
  nvisit = 0
  call walk(root, 'pre')
  print '(a, 15i4)', ' pre ', visit(1:nvisit)
  nvisit = 0
  call walk(root, 'post')
  print '(a, 15i4)', ' post', visit(1:nvisit)

  nperm = 0
  used = .false.
  call permute(1, 4)
  print *, 'permutations', nperm, ' checksum', checksum
contains
  recursive subroutine quicksort(v, lo, hi)
    integer, intent(inout) :: v(:)
    integer, intent(in) :: lo, hi
    integer :: pivot, i, j, mid, t
    if (lo >= hi) return
    mid = (lo + hi) / 2
    if (v(mid) < v(lo)) call swap(v(mid), v(lo))
    if (v(hi) < v(lo)) call swap(v(hi), v(lo))
    if (v(hi) < v(mid)) call swap(v(hi), v(mid))
    pivot = v(mid)
    i = lo
    j = hi
    do while (i <= j)
      do while (v(i) < pivot)
        i = i + 1
      end do
      do while (v(j) > pivot)
        j = j - 1
      end do
      if (i <= j) then
        t = v(i); v(i) = v(j); v(j) = t
        i = i + 1
        j = j - 1
      end if
    end do
    call quicksort(v, lo, j)
    call quicksort(v, i, hi)
  end subroutine quicksort

  subroutine swap(x, y)
    integer, intent(inout) :: x, y
    integer :: t
    t = x; x = y; y = t
  end subroutine swap

  recursive integer function ack(m, n) result(r)
    integer, intent(in) :: m, n
    if (m == 0) then
      r = n + 1
    else if (n == 0) then
      r = ack(m - 1, 1)
    else
      r = ack(m - 1, ack(m, n - 1))
    end if
  end function ack

  recursive integer function fib(n) result(f)
    integer, intent(in) :: n
    calls = calls + 1
    if (n < 2) then
      f = n
    else
      f = fib(n - 1) + fib(n - 2)
    end if
  end function fib

  recursive subroutine hanoi(n, from, to, via)
    integer, intent(in) :: n, from, to, via
    if (n == 0) return
    call hanoi(n - 1, from, via, to)
    moves = moves + 1
    checksum = mod(checksum * 3 + from * 10 + to, 100003)
    call hanoi(n - 1, via, to, from)
  end subroutine hanoi

  recursive logical function is_even(n) result(e)
    integer, intent(in) :: n
    if (n == 0) then
      e = .true.
    else
      e = is_odd(n - 1)
    end if
  end function is_even

  recursive logical function is_odd(n) result(o)
    integer, intent(in) :: n
    if (n == 0) then
      o = .false.
    else
      o = is_even(n - 1)
    end if
  end function is_odd

  recursive subroutine permute(pos, n)
    integer, intent(in) :: pos, n
    integer :: c, code
    if (pos > n) then
      nperm = nperm + 1
      code = sum(perm(1:n) * [1000, 100, 10, 1])
      checksum = mod(checksum + code * nperm, 1000003)
      if (nperm <= 3 .or. nperm == 24) print '(a, 4i2)', ' perm', perm(1:n)
      return
    end if
    do c = 1, n
      if (.not. used(c)) then
        used(c) = .true.
        perm(pos) = c
        call permute(pos + 1, n)
        used(c) = .false.
      end if
    end do
  end subroutine permute
end program f7_recursive_algos
