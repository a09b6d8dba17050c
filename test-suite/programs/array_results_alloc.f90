! ALLOCATABLE array results (allocated inside, or by realloc-on-assignment from PACK and
! constructors), array results of external functions called through an INTERFACE block,
! of internal procedures (CONTAINS) and of a RECURSIVE external function; the results
! used in expressions, constructors, as actual arguments and in loops, which must free
! each result (a leak would show as growing memory, a double free as a crash).
module sel
  implicit none
contains
  function positives(x) result(r)
    real(8), intent(in) :: x(:)
    real(8), allocatable :: r(:)
    r = pack(x, x > 0)
  end function positives

  function evens(n) result(r)
    integer, intent(in) :: n
    integer, allocatable :: r(:)
    integer :: i
    allocate(r(n / 2))
    do i = 1, n / 2
      r(i) = 2 * i
    end do
  end function evens

  function table(n, m) result(t)
    integer, intent(in) :: n, m
    real(8), allocatable :: t(:, :)
    integer :: i, j
    allocate(t(0:n - 1, m))
    do j = 1, m
      do i = 0, n - 1
        t(i, j) = i + 0.25d0 * j
      end do
    end do
  end function table

  function grow(v, x) result(r)
    integer, intent(in) :: v(:), x
    integer, allocatable :: r(:)
    r = [v, x]
  end function grow

  function words(n) result(w)
    integer, intent(in) :: n
    character(len=3), allocatable :: w(:)
    integer :: i
    allocate(w(n))
    do i = 1, n
      w(i) = achar(iachar('a') + i - 1) // achar(iachar('A') + i - 1) // '!'
    end do
  end function words
end module sel

function cumsum(x, n) result(c)
  implicit none
  integer, intent(in) :: n
  real(8), intent(in) :: x(n)
  real(8) :: c(n)
  integer :: i
  c(1) = x(1)
  do i = 2, n
    c(i) = c(i - 1) + x(i)
  end do
end function cumsum

recursive function halves(n) result(r)
  implicit none
  integer, intent(in) :: n
  integer, allocatable :: r(:)
  if (n <= 1) then
    r = [n]
  else
    r = [n, halves(n / 2)]
  end if
end function halves

program array_results_alloc
  use sel
  implicit none
  interface
    function cumsum(x, n) result(c)
      integer, intent(in) :: n
      real(8), intent(in) :: x(n)
      real(8) :: c(n)
    end function cumsum
    recursive function halves(n) result(r)
      integer, intent(in) :: n
      integer, allocatable :: r(:)
    end function halves
  end interface
  real(8) :: x(7), s
  real(8), allocatable :: p(:), q(:, :)
  integer, allocatable :: iv(:)
  integer :: i, k

  x = [3d0, -1d0, 4d0, -1d0, 5d0, -9d0, 2d0]
  p = positives(x)
  print '(a, i3, 7f6.1)', 'pos', size(p), p
  print '(a, f8.2)', 'sum', sum(positives(x))
  print *, 'size', size(positives(-x)), size(positives(x(1:3)))
  print '(5i4)', evens(10)
  print *, 'evens', size(evens(7)), sum(evens(100))

  q = table(3, 2)
  print *, 'table', lbound(q, 1), ubound(q, 1), lbound(q, 2), ubound(q, 2)
  print '(6f7.2)', q
  print *, 'lb of a reference', lbound(table(4, 2), 1), ubound(table(4, 2), 1)
  print '(6f7.2)', table(2, 3) + 1

  iv = [integer ::]
  do i = 1, 5
    iv = grow(iv, i * i)
  end do
  print '(a, 6i4)', 'grown', iv
  print '(3(a, 1x))', words(3)
  print *, 'w', len(words(2)), words(4)

  ! An external function through its interface.
  print '(7f7.1)', cumsum(x, 7)
  print '(a, f8.2)', 'last', maxval(cumsum(positives(x), size(positives(x))))
  p = cumsum(x(1:4), 4) * 2
  print '(4f7.1)', p

  ! A RECURSIVE external function building its result from its own.
  print '(a, 10i5)', 'halves', halves(100)
  print *, size(halves(1000))

  ! Internal procedures.
  print '(a, 4f7.2)', 'scaled', scaled(x(1:4), 0.5d0)
  print '(a, 3i4)', 'firsts', firsts(evens(20), 3)

  ! Many calls in a loop: each result freed.
  s = 0
  do k = 1, 2000
    s = s + sum(table(10, 10)) + sum(positives(x))
  end do
  print '(a, f14.2)', 'loop', s

contains
  function scaled(v, f) result(r)
    real(8), intent(in) :: v(:), f
    real(8) :: r(size(v))
    r = v * f
  end function scaled

  function firsts(v, n)
    integer, intent(in) :: v(:), n
    integer :: firsts(n)
    firsts = v(1:n)
  end function firsts
end program array_results_alloc
