! Automatic (re)allocation on intrinsic assignment to a whole ALLOCATABLE array (F2003
! 7.4.1.3, gfortran's -frealloc-lhs): an unallocated target is allocated, one of another
! shape reallocated with the value's shape (lower bounds 1, or a whole array source's own),
! one of the same shape kept (its bounds too); the value is built before the target changes
! (`a = [a, 7]`, `a = a(3:7)`); constructors of run-time size, PACK, MATMUL, TRANSPOSE and
! RESHAPE of run-time shape; module arrays, CHARACTER elements, derived-type elements and
! allocatable components (`s%a = [1, 2]`).
module store
  implicit none
  real, allocatable :: mv(:)
  character(len=3), allocatable :: names(:)
end module store

program realloc_assign
  use store
  implicit none
  type pt
    integer :: x = 0
    real :: y = 0.0
  end type pt
  type box
    integer, allocatable :: a(:)
    real :: r = 1.0
  end type box
  integer, allocatable :: a(:), b(:), e(:)
  integer, allocatable :: m(:, :)
  real, allocatable :: p(:, :), q(:, :), r(:, :)
  type(pt), allocatable :: v(:), w(:)
  type(box) :: s
  type(box), allocatable :: bs(:), cs(:)
  integer :: x(6), i, n

  x = [3, -1, 4, -1, 5, 9]
  print *, 'unallocated', allocated(a)
  a = [1, 2, 3]
  print *, allocated(a), size(a), lbound(a, 1), ubound(a, 1), a
  a = x(2:5)
  print *, size(a), lbound(a, 1), ubound(a, 1), a
  a = pack(x, x > 0)
  print *, 'pack', size(a), a
  a = [a, 7]
  print *, 'append', size(a), a
  a = [a(2:), a(1)]
  print *, 'rotate', a
  allocate (b(0:9))
  b = [(i * i, i = 0, 9)]
  a = b
  print *, 'whole', size(a), lbound(a, 1), ubound(a, 1), sum(a), a(0), a(9)
  a = b(3:5)
  print *, 'section', size(a), lbound(a, 1), ubound(a, 1), a
  ! The same shape: the allocation and its bounds stay.
  deallocate (a)
  allocate (a(-2:0))
  a = [7, 8, 9]
  print *, 'same shape', lbound(a, 1), ubound(a, 1), a
  a = a + 1
  print *, a
  a = a(0:-2:-1)
  print *, 'reversed', lbound(a, 1), a
  n = 4
  a = [(i * 10, i = 1, n)]
  print *, 'run-time do', size(a), a
  a = a(4:1:-2)
  print *, size(a), a
  e = x(1:0)
  print *, 'empty', allocated(e), size(e)
  e = [e, 5, 6]
  print *, size(e), e

  allocate (m(-1:1, 0:2))
  m = 3
  print *, lbound(m, 1), lbound(m, 2), sum(m)
  m = reshape([(i, i = 1, 6)], [3, 2])
  print *, 'reshape', lbound(m, 1), ubound(m, 1), lbound(m, 2), ubound(m, 2), m
  p = reshape([(real(i), i = 1, 6)], [2, 3])
  q = transpose(p)
  print *, 'transpose', shape(q), q
  r = matmul(p, q)
  print *, 'matmul', shape(r), r
  r = matmul(q, p)
  print *, shape(r), sum(r), r(3, 3)
  r = p(:, 2:3) * 2.0
  print *, shape(r), r

  mv = [1.5, 2.5]
  mv = [mv, mv * 2.0]
  print *, 'module', size(mv), mv
  names = ['abc', 'de ', 'f  ']
  names = names(3:1:-1)
  print *, size(names), names
  names = [names, 'xyz']
  print *, size(names), '[', names, ']'

  allocate (w(3))
  do i = 1, 3
    w(i) = pt(i, i * 1.5)
  end do
  v = w
  print *, 'derived', size(v), v%x, v%y
  v = w(2:3)
  print *, size(v), lbound(v, 1), v%x
  v = [pt(7, 7.0), w]
  print *, size(v), v%x

  s%a = [1, 2]
  print *, 'component', size(s%a), s%a
  s%a = [s%a, 3]
  print *, size(s%a), s%a
  allocate (cs(3))
  cs(1)%a = [5]
  cs(2)%a = [6, 7]
  cs(3)%r = 3.0
  bs = cs
  print *, size(bs), allocated(bs(1)%a), allocated(bs(3)%a), bs(2)%a, bs%r
  cs(2)%a = [0]
  print *, bs(2)%a, cs(2)%a
end program realloc_assign
