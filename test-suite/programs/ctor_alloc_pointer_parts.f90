! Structure constructors giving values to ALLOCATABLE scalar components (a new allocation
! holds each value, also of derived type) and targets to POINTER components (`t(p=x)`,
! positional, array pointer components associated with a TARGET array or a strided
! section), in assignments (also reading the target's old components), as actual
! arguments and in arrays of structures; the structures stay independent of the values.
module ctor_parts
  implicit none
  type box
    integer :: id
    real, allocatable :: w
  end type box
  type node
    integer, allocatable :: n
    type(box), allocatable :: b
    real, pointer :: p => null()
    integer, pointer :: q(:) => null()
  end type node
contains
  real function weight(b)
    type(box), intent(in) :: b
    weight = b%w * b%id
  end function weight
end module ctor_parts

program ctor_alloc_pointer_parts
  use ctor_parts
  implicit none
  type(box) :: a, c, list(3)
  type(node) :: t
  real, target :: r
  integer, target :: v(8)
  integer :: i

  a = box(3, 2.5)
  print *, 'a:', a%id, allocated(a%w), a%w
  c = a
  a = box(a%id + 1, a%w * 2)
  print *, 'a again:', a%id, a%w, 'c:', c%id, c%w
  print *, 'weight:', weight(box(5, 0.5)), weight(a)
  do i = 1, 3
    list(i) = box(i, real(i) / 4)
  end do
  print *, 'list:', (list(i)%w, i = 1, 3), list(2)%id

  r = 7.5
  v = [(10 * i, i = 1, 8)]
  t = node(42, box(9, 1.25), r, v(2:8:3))
  print *, 'node:', t%n, t%b%id, t%b%w, t%p, associated(t%p, r)
  print *, 'q:', size(t%q), t%q, associated(t%q)
  r = -1.0
  v(5) = 555
  print *, 'through pointers:', t%p, t%q(2)
  t%p = 3.0
  print *, 'target changed:', r
  t = node(n=1, q=v, p=r, b=box(0, 0.0))
  print *, 'keywords:', t%n, size(t%q), t%q(8), t%p, t%b%w
end program ctor_alloc_pointer_parts
