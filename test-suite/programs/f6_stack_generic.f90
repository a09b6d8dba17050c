! Containers as libraries write them: a stack of integers and a FIFO queue of reals in one
! module, each a derived type with an ALLOCATABLE buffer that grows by doubling, generic
! PUSH/POP interfaces resolved by the container's type, a defined assignment that copies
! only the live part, an operator(//) that concatenates stacks, and a postfix (RPN) evaluator
! and a breadth-first search built on them.
module f6_containers
  implicit none
  private
  public :: int_stack, real_queue, push, pop, is_empty, operator(//), assignment(=)
  type :: int_stack
    integer, allocatable :: items(:)
    integer :: top = 0
  end type
  type :: real_queue
    real, allocatable :: items(:)
    integer :: head = 1, tail = 0
  end type
  interface push
    module procedure push_int, push_real
  end interface
  interface pop
    module procedure pop_int, pop_real
  end interface
  interface is_empty
    module procedure empty_int, empty_real
  end interface
  interface operator(//)
    module procedure cat_stacks
  end interface
  interface assignment(=)
    module procedure stack_from_array
  end interface
contains
  subroutine push_int(s, v)
    type(int_stack), intent(inout) :: s
    integer, intent(in) :: v
    integer, allocatable :: tmp(:)
    if (.not. allocated(s%items)) allocate (s%items(2))
    if (s%top == size(s%items)) then
      allocate (tmp(2 * size(s%items)))
      tmp(1:s%top) = s%items(1:s%top)
      deallocate (s%items)
      allocate (s%items(size(tmp)))
      s%items = tmp
    end if
    s%top = s%top + 1
    s%items(s%top) = v
  end subroutine
  subroutine pop_int(s, v)
    type(int_stack), intent(inout) :: s
    integer, intent(out) :: v
    v = s%items(s%top)
    s%top = s%top - 1
  end subroutine
  logical function empty_int(s)
    type(int_stack), intent(in) :: s
    empty_int = s%top == 0
  end function
  subroutine push_real(q, v)
    type(real_queue), intent(inout) :: q
    real, intent(in) :: v
    real, allocatable :: tmp(:)
    integer :: n
    if (.not. allocated(q%items)) allocate (q%items(4))
    if (q%tail == size(q%items)) then
      n = q%tail - q%head + 1
      allocate (tmp(max(4, 2 * n)))
      tmp(1:n) = q%items(q%head:q%tail)
      deallocate (q%items)
      allocate (q%items(size(tmp)))
      q%items = tmp
      q%head = 1
      q%tail = n
    end if
    q%tail = q%tail + 1
    q%items(q%tail) = v
  end subroutine
  subroutine pop_real(q, v)
    type(real_queue), intent(inout) :: q
    real, intent(out) :: v
    v = q%items(q%head)
    q%head = q%head + 1
  end subroutine
  logical function empty_real(q)
    type(real_queue), intent(in) :: q
    empty_real = q%head > q%tail
  end function
  function cat_stacks(a, b) result(c)
    type(int_stack), intent(in) :: a, b
    type(int_stack) :: c
    integer :: i
    do i = 1, a%top
      call push(c, a%items(i))
    end do
    do i = 1, b%top
      call push(c, b%items(i))
    end do
  end function
  subroutine stack_from_array(s, a)
    type(int_stack), intent(out) :: s
    integer, intent(in) :: a(:)
    integer :: i
    s%top = 0
    do i = 1, size(a)
      call push(s, a(i))
    end do
  end subroutine
end module f6_containers

program f6_stack_generic
  use f6_containers
  implicit none
  type(int_stack) :: s, t, u
  type(real_queue) :: q
  character(len=4) :: tokens(11)
  integer :: i, a, b, v, ios
  integer :: adj(6, 6), dist(6), node
  real :: x
  tokens = [character(len=4) :: '3', '4', '+', '2', '*', '7', '-', '10', '5', '/', '*']
  do i = 1, size(tokens)
    select case (trim(tokens(i)))
    case ('+', '-', '*', '/')
      call pop(s, b)
      call pop(s, a)
      select case (trim(tokens(i)))
      case ('+'); v = a + b
      case ('-'); v = a - b
      case ('*'); v = a * b
      case ('/'); v = a / b
      end select
      call push(s, v)
    case default
      read (tokens(i), *, iostat=ios) v
      call push(s, v)
    end select
  end do
  call pop(s, v)
  write (*, '(a, i0, l2)') 'rpn ', v, is_empty(s)
  t = [5, 6, 7]
  call push(s, 1)
  call push(s, 2)
  u = s // t
  write (*, '(a, i0, a, i0)') 'size ', u%top, ' cap ', size(u%items)
  write (*, '(*(i3))') u%items(1:u%top)
  do while (.not. is_empty(u))
    call pop(u, v)
    write (*, '(i3)', advance='no') v
  end do
  write (*, *)
  do i = 1, 10
    call push(q, real(i) * 1.5)
    if (mod(i, 3) == 0) then
      call pop(q, x)
      write (*, '(f6.1)', advance='no') x
    end if
  end do
  write (*, '(a, i0)') ' left ', q%tail - q%head + 1
  adj = 0
  adj(1, 2) = 1; adj(1, 3) = 1; adj(2, 4) = 1; adj(3, 4) = 1; adj(4, 5) = 1; adj(5, 6) = 1
  adj = adj + transpose(adj)
  dist = -1
  dist(1) = 0
  q = real_queue()
  call push(q, 1.0)
  do while (.not. is_empty(q))
    call pop(q, x)
    node = nint(x)
    do i = 1, 6
      if (adj(node, i) == 1 .and. dist(i) < 0) then
        dist(i) = dist(node) + 1
        call push(q, real(i))
      end if
    end do
  end do
  write (*, '(a, 6i3)') 'bfs ', dist
end program f6_stack_generic
