! Pointer bounds specification (`p(0:) => a`) and remapping (`q(1:n, 1:m) => v`, rank
! changing, of vectors with strides, of whole contiguous arrays and of allocated pointers):
! LBOUND/UBOUND/SIZE of the pointer, elements and sections through it, writes reaching the
! target; also on array POINTER components.
program pointer_remap
  implicit none
  type field
    real(8), pointer :: v(:) => null()
    real(8), pointer :: m(:, :) => null()
  end type field
  real, target :: a(10), a2(3, 4)
  real, pointer :: p(:), q(:, :), r(:)
  real(8), pointer :: buf(:), mat(:, :)
  type(field) :: f
  integer :: i, j, n, m
  a = [(i, i = 1, 10)]
  a2 = reshape([(i * 1.0, i = 1, 12)], [3, 4])
  p(0:) => a
  print *, 'lb', lbound(p, 1), ubound(p, 1), p(0), p(9), size(p)
  q(1:2, 1:5) => a
  print *, 'r2', lbound(q, 1), ubound(q, 1), lbound(q, 2), ubound(q, 2), q(2, 3), sum(q(:, 2))
  n = 2
  q(0:n - 1, -1:0) => a(2:10:2)
  print *, 'strided', lbound(q, 2), ubound(q, 2), q(0, 0), q(1, -1), q(1, 0), q
  r(1:12) => a2
  print *, 'flat', r(5), size(r), sum(r), r(10:12)
  p(-2:) => a(3:8)
  print *, 'sect', lbound(p, 1), ubound(p, 1), p(-2), p(3)
  p(-2) = 100
  print *, 'write', a(3)
  q(5:, 7:) => a2(2:3, 2:4)
  print *, 'r2sect', lbound(q, 1), ubound(q, 1), lbound(q, 2), ubound(q, 2), q(6, 9), q

  ! A work buffer allocated once and seen as matrices of several shapes.
  n = 4
  m = 3
  allocate(buf(n * m))
  buf = [(i * 0.5d0, i = 1, n * m)]
  mat(1:n, 1:m) => buf
  print *, 'mat', size(mat, 1), size(mat, 2), mat(4, 1), mat(1, 3), sum(mat(2, :))
  mat(0:m - 1, 0:n - 1) => buf
  mat(2, 3) = -1
  print *, 'mat2', ubound(mat, 1), ubound(mat, 2), buf(12), maxval(mat(1, :))
  do j = 0, n - 1
    do i = 0, m - 1
      mat(i, j) = 10 * i + j
    end do
  end do
  print *, 'buf', buf

  ! Bounds on pointer components.
  f%v(0:) => buf
  print *, 'comp', lbound(f%v, 1), ubound(f%v, 1), f%v(0), f%v(11)
  f%m(1:2, 1:6) => buf
  print *, 'compm', ubound(f%m, 1), ubound(f%m, 2), f%m(2, 6), sum(f%m(1, :))
  f%m(1:3, 1:2) => f%v(0:10:2)
  print *, 'compv', f%m(3, 2), f%m(1, 2), associated(f%m), associated(f%v, buf)
  deallocate(buf)
end program pointer_remap
