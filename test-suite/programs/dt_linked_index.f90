! Structures linked by index: a sorted list built in an array of records, whole-array and
! section assignment of arrays of structures, an allocatable array of structures, READ
! into components and into a whole structure from an internal file.
program dt_linked_index
  implicit none
  type node
    integer :: key
    integer :: next = 0
    character(len=4) :: label
  end type
  type(node) :: pool(6), tmp(6)
  type(node), allocatable :: dyn(:)
  integer :: head, i, p, n
  character(len=40) :: line
  do i = 1, 6
    pool(i) = node(10 - i, 0, 'n' // achar(48 + i))
  end do
  ! build a sorted list by index links
  head = 0
  do i = 1, 6
    if (head == 0) then
      head = i
    else if (pool(i)%key < pool(head)%key) then
      pool(i)%next = head
      head = i
    else
      p = head
      do while (pool(p)%next /= 0)
        if (pool(pool(p)%next)%key > pool(i)%key) exit
        p = pool(p)%next
      end do
      pool(i)%next = pool(p)%next
      pool(p)%next = i
    end if
  end do
  p = head
  do while (p /= 0)
    write(*, '(i4, 1x, a)') pool(p)%key, pool(p)%label
    p = pool(p)%next
  end do
  tmp = pool
  tmp(2:3) = pool(5:6)
  print *, tmp(2)%key, tmp(3)%label, tmp(6)
  n = 3
  allocate(dyn(n))
  dyn(:) = pool(1:3)
  dyn(2)%key = 77
  print *, size(dyn), dyn
  line = '5 12 abcd'
  read(line, *) n, dyn(1)%key, dyn(1)%label
  print *, n, dyn(1)
  read(line, *) dyn(3)
  print *, dyn(3)%key, dyn(3)%next, dyn(3)%label
  deallocate(dyn)
end program
