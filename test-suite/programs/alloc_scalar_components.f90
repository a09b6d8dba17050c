! ALLOCATABLE scalar components of derived types: ALLOCATE, ALLOCATED, DEALLOCATE (with
! STAT=), values in expressions, assignments, I/O and actual arguments, intrinsic assignment
! copying them (the copy independent afterwards, an unallocated source leaving the target
! unallocated), components of derived type (`type(inner), allocatable :: c`) with default
! values and allocatable parts of their own, arrays of such structures, COMPLEX ones, local structures freed on return (a second call allocates again).
module scalar_parts
  implicit none
  type inner
    integer :: k = 7
    real(8), allocatable :: w(:)
    integer, allocatable :: tag
  end type inner
  type holder
    real, allocatable :: x
    integer, allocatable :: n
    complex, allocatable :: z
    type(inner), allocatable :: c
    integer :: plain = 3
  end type holder
contains
  subroutine bump(v, by)
    integer, intent(inout) :: v
    integer, intent(in) :: by
    v = v + by
  end subroutine bump

  real function twice(r)
    real, intent(in) :: r
    twice = 2.0 * r
  end function twice

  integer function local_sum(m)
    integer, intent(in) :: m
    type(holder) :: loc
    integer :: i
    allocate(loc%n, loc%c)
    loc%n = 0
    allocate(loc%c%w(m))
    do i = 1, m
      loc%n = loc%n + i
      loc%c%w(i) = i
    end do
    local_sum = loc%n + int(sum(loc%c%w)) + loc%c%k
  end function local_sum
end module scalar_parts

program alloc_scalar_components
  use scalar_parts
  implicit none
  type(holder) :: a, b, e
  type(holder) :: list(3)
  integer :: i, st
  character(len=8) :: buf = '  123'

  print *, 'fresh:', allocated(a%x), allocated(a%n), allocated(a%c), a%plain
  allocate(a%x, a%n)
  a%x = 1.25
  a%n = 41
  call bump(a%n, 1)
  print *, 'values:', allocated(a%x), a%x, a%n, a%x * a%n + 1, twice(a%x)
  allocate(a%z)
  a%z = (1.5, -2.0)
  print *, 'complex:', a%z, abs(a%z), real(a%z)

  ! A component of derived type with default values and parts of its own.
  allocate(a%c)
  print *, 'inner:', allocated(a%c), a%c%k, allocated(a%c%w), allocated(a%c%tag)
  allocate(a%c%w(4), a%c%tag)
  a%c%w = [1d0, 2d0, 3d0, 4d0]
  a%c%tag = -5
  a%c%k = 70

  ! Intrinsic assignment: a deep copy.
  b = a
  b%x = -1.0
  b%n = 0
  b%c%w(2) = 20d0
  b%c%tag = 99
  print *, 'a after copy:', a%x, a%n, a%c%w, a%c%tag, a%c%k
  print *, 'b:', b%x, b%n, b%c%w, b%c%tag, b%c%k, b%z
  ! From a structure with nothing allocated: the target's go.
  b = e
  print *, 'b from empty:', allocated(b%x), allocated(b%n), allocated(b%c), b%plain

  ! READ into one.
  allocate(e%n)
  read (buf, *) e%n
  print *, 'read:', e%n

  ! DEALLOCATE, STAT=, ALLOCATE again.
  deallocate(a%x, a%c)
  print *, 'deallocated:', allocated(a%x), allocated(a%c), allocated(a%n)
  deallocate(a%x, stat=st)
  print *, 'second deallocate stat nonzero:', st /= 0
  allocate(a%x, stat=st)
  a%x = 3.5
  print *, 'again:', st, a%x
  allocate(a%x, stat=st)
  print *, 'allocated twice stat nonzero:', st /= 0, a%x

  ! Arrays of such structures.
  do i = 1, 3
    allocate(list(i)%n)
    list(i)%n = i * i
  end do
  list(2) = list(3)
  list(3)%n = -1
  print *, 'list:', (list(i)%n, i = 1, 3), sum([(list(i)%n, i = 1, 3)])
  if (allocated(list(1)%n) .and. list(1)%n == 1) print *, 'if ok'

  ! A local structure of a procedure: freed on return.
  print *, 'local:', local_sum(3), local_sum(5)
end program alloc_scalar_components
