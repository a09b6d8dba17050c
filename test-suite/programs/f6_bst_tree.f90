! Recursive data structures: a binary search tree of derived-type nodes with POINTER
! children (insert, search, height, in-order traversal into an allocatable array that grows,
! deletion of the whole tree; the keys gathered in a module array that doubles when full), and a singly linked list built in reverse and reversed in place.
module f6_tree_mod
  implicit none
  type :: node
    integer :: key
    integer :: count = 1
    type(node), pointer :: left => null(), right => null()
  end type
  type :: cell
    character(len=6) :: word
    type(cell), pointer :: next => null()
  end type
  integer, allocatable :: keys(:)
contains
  recursive subroutine insert(t, k)
    type(node), pointer :: t
    integer, intent(in) :: k
    if (.not. associated(t)) then
      allocate (t)
      t%key = k
    else if (k < t%key) then
      call insert(t%left, k)
    else if (k > t%key) then
      call insert(t%right, k)
    else
      t%count = t%count + 1
    end if
  end subroutine
  recursive integer function height(t) result(h)
    type(node), pointer :: t
    if (.not. associated(t)) then
      h = 0
    else
      h = 1 + max(height(t%left), height(t%right))
    end if
  end function
  recursive subroutine inorder(t, n)
    type(node), pointer :: t
    integer, intent(inout) :: n
    integer, allocatable :: tmp(:)
    if (.not. associated(t)) return
    call inorder(t%left, n)
    if (n == size(keys)) then
      allocate (tmp(2 * n))
      tmp(1:n) = keys
      deallocate (keys)
      allocate (keys(2 * n))
      keys = tmp
    end if
    n = n + 1
    keys(n) = t%key * 100 + t%count
    call inorder(t%right, n)
  end subroutine
  logical function contains_key(t, k)
    type(node), pointer :: t
    integer, intent(in) :: k
    type(node), pointer :: p
    p => t
    contains_key = .false.
    do while (associated(p))
      if (k == p%key) then
        contains_key = .true.
        return
      end if
      if (k < p%key) then
        p => p%left
      else
        p => p%right
      end if
    end do
  end function
  recursive subroutine destroy(t, freed)
    type(node), pointer :: t
    integer, intent(inout) :: freed
    if (.not. associated(t)) return
    call destroy(t%left, freed)
    call destroy(t%right, freed)
    deallocate (t)
    freed = freed + 1
  end subroutine
end module f6_tree_mod

program f6_bst_tree
  use f6_tree_mod
  implicit none
  type(node), pointer :: root => null()
  type(cell), pointer :: head => null(), c, prev, nxt
  integer :: i, n, seed, freed
  character(len=6), parameter :: words(5) = ['alpha ', 'beta  ', 'gamma ', 'delta ', 'eps   ']
  seed = 12345
  do i = 1, 40
    seed = mod(seed * 1103 + 12345, 9973)
    call insert(root, mod(seed, 50))
  end do
  allocate (keys(2))
  n = 0
  call inorder(root, n)
  write (*, '(a, i0, a, i0, a, i0)') 'distinct ', n, ' height ', height(root), ' cap ', size(keys)
  write (*, '(10i6)') keys(1:n)
  write (*, '(a, 3l2)') 'has ', contains_key(root, keys(1) / 100), contains_key(root, 51), &
    contains_key(root, keys(n) / 100)
  freed = 0
  call destroy(root, freed)
  write (*, '(a, i0, l2)') 'freed ', freed, associated(root)
  do i = 1, 5
    allocate (c)
    c%word = words(i)
    c%next => head
    head => c
  end do
  prev => null()
  c => head
  do while (associated(c))
    nxt => c%next
    c%next => prev
    prev => c
    c => nxt
  end do
  head => prev
  c => head
  do while (associated(c))
    write (*, '(a, 1x)', advance='no') trim(c%word)
    c => c%next
  end do
  write (*, *)
end program f6_bst_tree
