! Scalar and array pointers: association with TARGET variables, sections with strides,
! NULLIFY, ASSOCIATED, ALLOCATE/DEALLOCATE of pointers, bounds, and assignment through them.
program pointer_basic
  implicit none
  integer, target :: a(10), m(4, 5)
  real(8), target :: x, y
  integer, pointer :: p(:), q(:), r(:, :), s
  real(8), pointer :: px => null()
  integer :: i, j
  do i = 1, 10
    a(i) = i * i
  end do
  do j = 1, 5
    do i = 1, 4
      m(i, j) = 10 * i + j
    end do
  end do
  x = 1.5d0
  y = -2.25d0
  print *, associated(px)
  px => x
  print *, associated(px), associated(px, x), associated(px, y), px
  px = px * 2
  print *, x
  px => y
  print *, px + 1
  p => a
  print *, size(p), lbound(p, 1), ubound(p, 1), sum(p)
  p => a(2:9:3)
  print *, size(p), lbound(p, 1), ubound(p, 1), p
  p = 0
  print *, a
  q => p
  print *, associated(q, p), q
  r => m(2:4, 1:5:2)
  print *, shape(r), r
  print *, r(3, 2), sum(r), maxval(r)
  p => m(3, :)
  print *, p
  s => a(10)
  s = s + 1
  print *, a(10), s
  nullify(p, q)
  print *, associated(p), associated(q)
  allocate(p(0:5))
  do i = 0, 5
    p(i) = 2 * i
  end do
  print *, lbound(p, 1), ubound(p, 1), p
  q => p(1:5:2)
  print *, q
  deallocate(p)
  allocate(s)
  s = 42
  print *, s
  deallocate(s)
end program pointer_basic
