! A linked list of derived-type nodes with POINTER components: built with ALLOCATE (at the
! head and at the tail), walked, searched, with a node removed, and freed; a pointer to a
! structure's scalar component and a binary tree of pointers walked in order.
module lists
  implicit none
  type node
    integer :: v
    real(8) :: w
    type(node), pointer :: next => null()
  end type node
  type tree
    integer :: key
    type(tree), pointer :: left => null(), right => null()
  end type tree
contains
  recursive subroutine insert(t, k)
    type(tree), pointer :: t
    integer, intent(in) :: k
    if (.not. associated(t)) then
      allocate(t)
      t%key = k
      nullify(t%left, t%right)
    else if (k < t%key) then
      call insert(t%left, k)
    else
      call insert(t%right, k)
    end if
  end subroutine insert

  recursive subroutine walk(t, total)
    type(tree), pointer :: t
    integer, intent(inout) :: total
    if (associated(t)) then
      call walk(t%left, total)
      print *, t%key
      total = total + t%key
      call walk(t%right, total)
    end if
  end subroutine walk
end module lists

program pointer_list
  use lists
  implicit none
  type(node), pointer :: head, tail, p, prev
  type(tree), pointer :: root
  integer :: i, n, total
  nullify(head, tail)
  do i = 1, 6
    allocate(p)
    p%v = i * i
    p%w = 0.5d0 * i
    nullify(p%next)
    if (.not. associated(head)) then
      head => p
    else
      tail%next => p
    end if
    tail => p
  end do
  allocate(p)
  p%v = -1
  p%w = 0
  p%next => head
  head => p
  n = 0
  p => head
  do while (associated(p))
    n = n + 1
    print *, n, p%v, p%w
    p => p%next
  end do
  ! Remove the node holding 16.
  prev => head
  p => head%next
  do while (associated(p))
    if (p%v == 16) then
      prev%next => p%next
      deallocate(p)
      exit
    end if
    prev => p
    p => p%next
  end do
  p => head
  do while (associated(p))
    print *, p%v
    p => p%next
  end do
  print *, associated(head%next%next, head%next%next), associated(tail%next)
  head%next%v = 100
  print *, head%next%v, head%next%next%v
  ! Free the list.
  do while (associated(head))
    p => head
    head => head%next
    deallocate(p)
  end do
  print *, associated(head)
  nullify(root)
  do i = 1, 9
    call insert(root, mod(i * 5, 11))
  end do
  total = 0
  call walk(root, total)
  print *, total, root%key, root%left%key, root%right%key
end program pointer_list
