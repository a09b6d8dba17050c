! References to POINTER functions other than as a pointer assignment's target: in
! expressions, array expressions, intrinsics, PRINT lists, IF conditions and as actual
! arguments (explicit-shape, assumed-shape and scalar dummies); the reference stands for
! the result's target, so writes through a dummy reach it.
module pfun
  implicit none
  real, target :: store(10)
  integer, target :: counter = 0
contains
  function window(lo, hi) result(p)
    integer, intent(in) :: lo, hi
    real, pointer :: p(:)
    p => store(lo:hi)
  end function window

  function every(k) result(p)
    integer, intent(in) :: k
    real, pointer :: p(:)
    p => store(1:10:k)
  end function every

  function tally() result(c)
    integer, pointer :: c
    counter = counter + 1
    c => counter
  end function tally

  function fresh(n) result(p)
    integer, intent(in) :: n
    real(8), pointer :: p(:)
    integer :: i
    allocate(p(n))
    p = [(1d0 / i, i = 1, n)]
  end function fresh

  real function total(a, n)
    integer, intent(in) :: n
    real, intent(in) :: a(n)
    total = sum(a)
  end function total

  real function span_of(a)
    real, intent(in) :: a(:)
    span_of = maxval(a) - minval(a)
  end function span_of

  subroutine scale(a, n, f)
    integer, intent(in) :: n
    real, intent(inout) :: a(n)
    real, intent(in) :: f
    a = a * f
  end subroutine scale

  function grid() result(p)
    real, pointer :: p(:, :)
    p(1:2, 1:5) => store
  end function grid

  subroutine bump(k)
    integer, intent(inout) :: k
    k = k + 40
  end subroutine bump

  subroutine shift(a)
    real, intent(inout) :: a(:)
    a = a + 100
  end subroutine shift
end module pfun

program pointer_function_refs
  use pfun
  implicit none
  real :: y(3), s
  integer :: i, n
  real(8), pointer :: q(:)
  store = [(real(i), i = 1, 10)]
  y = window(2, 4) + 1
  print '(3F8.2)', y
  print '(5F8.2)', window(6, 10)
  print '(F8.2)', sum(window(1, 5)), sum(every(3))
  print '(I4)', size(window(3, 9)), size(every(2))
  s = 0.5
  print '(F8.2)', maxval(every(2)) - minval(window(4, 8))
  n = tally() + 10
  print '(2I4)', n, counter
  print '(I4)', tally()
  if (sum(window(1, 3)) > 5.0) print '(A)', 'big'
  print '(F8.2)', total(window(3, 6), 4), span_of(every(3))
  call scale(window(1, 2), 2, 3.0)
  call shift(every(5))
  print '(5F8.2)', store
  print '(F10.5)', sum(fresh(4)), dot_product(fresh(3), fresh(3))
  q => fresh(2)
  print '(2F8.3)', q
  deallocate(q)
  print '(F8.2)', s
  call bump(tally())
  print '(I4)', counter
  print *, grid()
  print '(5F8.2)', sum(grid(), dim=1), maxval(grid(), dim=2)
  print *, shape(grid()), ubound(grid())
end program pointer_function_refs
