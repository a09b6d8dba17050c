! POINTER-valued functions (array and scalar results, work arrays returned as pointers,
! results remapped), POINTER dummies with INTENT passed on to further procedures, TARGET
! dummies pointed to, and a binary tree built recursively whose nodes are found by a
! function returning a pointer to them.
module work
  implicit none
  type node
    integer :: key
    real(8), pointer :: data(:) => null()
    type(node), pointer :: left => null(), right => null()
  end type node
  real(8), target :: pool(100)
contains
  function workspace(n) result(w)
    integer, intent(in) :: n
    real(8), pointer :: w(:)
    integer :: i
    allocate(w(n))
    do i = 1, n
      w(i) = i * 0.5d0
    end do
  end function workspace

  function window(lo, hi, step) result(w)
    integer, intent(in) :: lo, hi, step
    real(8), pointer :: w(:)
    w => pool(lo:hi:step)
  end function window

  function biggest(v) result(p)
    real(8), intent(in), target :: v(:)
    real(8), pointer :: p
    integer :: i, k
    k = 1
    do i = 2, size(v)
      if (v(i) > v(k)) k = i
    end do
    p => v(k)
  end function biggest

  subroutine fill(q, v)
    real(8), pointer, intent(in) :: q(:)
    real(8), intent(in) :: v
    q = v
  end subroutine fill

  subroutine pass_on(q, v)
    real(8), pointer, intent(inout) :: q(:)
    real(8), intent(in) :: v
    call fill(q, v)
    q(1) = -v
  end subroutine pass_on

  subroutine make(q, n)
    real(8), pointer, intent(out) :: q(:)
    integer, intent(in) :: n
    q => workspace(n)
  end subroutine make

  recursive subroutine insert(t, k)
    type(node), pointer :: t
    integer, intent(in) :: k
    integer :: i
    if (.not. associated(t)) then
      allocate(t)
      t%key = k
      allocate(t%data(mod(k, 3) + 1))
      do i = 1, size(t%data)
        t%data(i) = k + i / 10.0d0
      end do
    else if (k < t%key) then
      call insert(t%left, k)
    else
      call insert(t%right, k)
    end if
  end subroutine insert

  recursive function find(t, k) result(p)
    type(node), pointer :: t
    integer, intent(in) :: k
    type(node), pointer :: p
    nullify(p)
    if (.not. associated(t)) return
    if (k == t%key) then
      p => t
    else if (k < t%key) then
      p => find(t%left, k)
    else
      p => find(t%right, k)
    end if
  end function find

  recursive function total(t) result(s)
    type(node), pointer :: t
    real(8) :: s
    s = 0
    if (.not. associated(t)) return
    s = sum(t%data) + total(t%left) + total(t%right)
  end function total

  recursive subroutine free(t)
    type(node), pointer :: t
    if (.not. associated(t)) return
    call free(t%left)
    call free(t%right)
    deallocate(t%data)
    deallocate(t)
  end subroutine free
end module work

program pointer_functions
  use work
  implicit none
  real(8), pointer :: a(:), b(:), m(:, :), big
  real(8), target :: v(6)
  type(node), pointer :: root, hit
  integer :: i, keys(9)

  a => workspace(5)
  print *, 'ws', size(a), a, sum(a)
  call pass_on(a, 2.5d0)
  print *, 'passed', a
  deallocate(a)
  pool = [(i * 1.0d0, i = 1, 100)]
  b => window(10, 30, 5)
  print *, 'window', size(b), b
  b(2) = 0
  print *, 'pool', pool(14:16)
  m(1:2, 1:3) => window(4, 9, 1)
  print *, 'remapped', m(2, 3), sum(m(1, :))
  v = [3.0d0, 9.0d0, -1.0d0, 9.5d0, 2.0d0, 0.0d0]
  big => biggest(v)
  print *, 'big', big
  big = 0
  print *, 'v', v
  call make(a, 3)
  print *, 'made', a, associated(a)
  deallocate(a)

  nullify(root)
  keys = [50, 30, 70, 20, 40, 60, 80, 35, 65]
  do i = 1, size(keys)
    call insert(root, keys(i))
  end do
  print *, 'tree', total(root)
  hit => find(root, 35)
  print *, 'found', hit%key, size(hit%data), hit%data
  hit => find(root, 36)
  print *, 'missing', associated(hit)
  hit => find(root, 65)
  hit%data(1) = -1
  print *, 'changed', total(root)
  call free(root)
  print *, 'freed', associated(root)
end program pointer_functions
