! ALLOCATABLE array components of derived types: ALLOCATE, ALLOCATED, SIZE/LBOUND/UBOUND,
! elements, sections and whole components in expressions and assignments, DEALLOCATE,
! arrays of such structures (`v(k)%a(i)`), intrinsic assignment copying the components
! (the target reallocated to the source's shape, independent afterwards), nested types,
! default component values beside allocatable ones, components passed to assumed-shape and
! explicit-shape dummies, local structures freed on return (a second call allocates again),
! DEALLOCATE of an array of structures, and PRINT of components.
module fields
  implicit none
  type field
    integer :: n = 0
    real(8), allocatable :: a(:)
    integer, allocatable :: m(:, :)
    character(len=3) :: tag = 'abc'
  end type field
  type holder
    type(field) :: f(2)
    real, allocatable :: w(:)
  end type holder
  type bag
    type(field), allocatable :: items(:)
  end type bag
contains
  real(8) function total(v)
    real(8), intent(in) :: v(:)
    total = sum(v)
  end function total

  subroutine scale(v, n, s)
    integer, intent(in) :: n
    real(8), intent(inout) :: v(n)
    real(8), intent(in) :: s
    v = v * s
  end subroutine scale

  subroutine fill(f, n)
    type(field), intent(inout) :: f
    integer, intent(in) :: n
    integer :: i
    if (allocated(f%a)) deallocate(f%a)
    allocate(f%a(n))
    f%n = n
    do i = 1, n
      f%a(i) = i * 1.5d0
    end do
  end subroutine fill

  integer function local_work(n)
    integer, intent(in) :: n
    type(field) :: loc
    integer :: i
    allocate(loc%a(n), loc%m(2, n))
    do i = 1, n
      loc%a(i) = i
      loc%m(:, i) = [i, -i]
    end do
    local_work = int(sum(loc%a)) + sum(loc%m(1, :))
  end function local_work
end module fields

program alloc_components
  use fields
  implicit none
  type(field) :: s, t, u
  type(field) :: v(3)
  type(holder) :: h, h2
  type(bag) :: b, b2
  type(field), allocatable :: arr(:)
  integer :: i, j, k

  print *, 'unallocated:', allocated(s%a), allocated(s%m), s%n, s%tag
  allocate(s%a(5), s%m(0:2, 3))
  print *, 'allocated:', allocated(s%a), allocated(s%m)
  print *, 'bounds:', size(s%a), lbound(s%m, 1), ubound(s%m, 1), size(s%m), size(s%m, 2)
  do i = 1, 5
    s%a(i) = i * 0.5d0
  end do
  do j = 1, 3
    do i = 0, 2
      s%m(i, j) = 10 * i + j
    end do
  end do
  s%n = 5
  print *, 'a:', s%a
  print *, 'm row 1:', s%m(1, :)
  print *, 'section:', s%a(2:4), sum(s%a(1:5:2))
  s%a(2:3) = -s%a(4:5)
  print *, 'after section assign:', s%a
  print *, 'total:', total(s%a), maxval(s%m)

  ! Intrinsic assignment: a deep copy.
  t = s
  t%a(1) = 100d0
  t%m(0, 1) = -7
  print *, 'copy:', t%a(1), s%a(1), t%m(0, 1), s%m(0, 1), size(t%a), lbound(t%m, 1)
  ! The target is reallocated to the source's shape.
  allocate(u%a(2))
  u%a = 9d0
  u = t
  print *, 'realloc:', size(u%a), u%a(1), allocated(u%m), ubound(u%m, 2)
  ! A source with unallocated components leaves the target's unallocated.
  u = v(1)
  print *, 'from empty:', allocated(u%a), allocated(u%m), u%n

  ! Arrays of structures.
  do k = 1, 3
    call fill(v(k), k + 1)
  end do
  print *, 'v sizes:', (size(v(k)%a), k = 1, 3)
  print *, 'v(3)%a:', v(3)%a, v(2)%a(3)
  v(1) = v(3)
  v(3)%a(1) = -1d0
  print *, 'v(1) after copy:', v(1)%a, v(1)%n
  do k = 1, 10
    v(2) = v(1)
  end do
  print *, 'v(2):', v(2)%a(4), size(v(2)%a)

  ! Components passed to dummies.
  call scale(s%a, size(s%a), 2d0)
  print *, 'scaled:', s%a
  call scale(v(1)%a(2:), 3, 10d0)
  print *, 'scaled part:', v(1)%a

  ! DEALLOCATE.
  deallocate(s%a)
  print *, 'deallocated:', allocated(s%a), allocated(s%m)
  allocate(s%a(-1:1))
  s%a = [1d0, 2d0, 3d0]
  print *, 'again:', lbound(s%a, 1), s%a(-1), s%a(1)

  ! Nested types.
  allocate(h%w(3))
  h%w = [1., 2., 3.]
  call fill(h%f(1), 2)
  call fill(h%f(2), 4)
  h2 = h
  h%f(2)%a(4) = 0d0
  h%w(2) = 20.
  print *, 'nested:', h2%w, h2%f(2)%a(4), h%f(2)%a(4), size(h2%f(1)%a)
  allocate(b%items(2))
  call fill(b%items(1), 3)
  call fill(b%items(2), 1)
  b2 = b
  b%items(1)%a(2) = 0d0
  print *, 'bag:', size(b2%items), b2%items(1)%a, b2%items(2)%a, b%items(1)%a(2)
  print *, 'bag inner:', allocated(b2%items(1)%m), b2%items(2)%n, b2%items(1)%tag

  ! An allocatable array of structures.
  allocate(arr(3))
  do k = 1, 3
    call fill(arr(k), 2 * k)
  end do
  arr(1) = arr(3)
  print *, 'arr:', size(arr(1)%a), arr(1)%a(6), sum(arr(2)%a)
  deallocate(arr)
  allocate(arr(2))
  print *, 'arr again:', allocated(arr(1)%a), allocated(arr(2)%a), arr(2)%n

  ! A local structure of a procedure: freed on return, allocated again on the next call.
  print *, 'local:', local_work(3), local_work(4)
end program alloc_components
