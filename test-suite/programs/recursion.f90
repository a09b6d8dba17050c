! RECURSIVE subroutines and functions (RESULT names): factorial, Fibonacci, a recursive
! quicksort on an array section passed as A(LO) with its length, the Ackermann function,
! mutual recursion, and local arrays that each activation keeps for itself.
module sorting
  implicit none
contains
  recursive subroutine quicksort(a, n)
    integer, intent(in) :: n
    integer :: a(n)
    integer :: pivot, i, j, t
    if (n <= 1) return
    pivot = a((n + 1) / 2)
    i = 1
    j = n
    do while (i <= j)
      do while (a(i) < pivot)
        i = i + 1
      end do
      do while (a(j) > pivot)
        j = j - 1
      end do
      if (i <= j) then
        t = a(i)
        a(i) = a(j)
        a(j) = t
        i = i + 1
        j = j - 1
      end if
    end do
    call quicksort(a, j)
    call quicksort(a(i), n - i + 1)
  end subroutine quicksort
end module sorting

recursive integer function fact(n) result(f)
  integer, intent(in) :: n
  if (n <= 1) then
    f = 1
  else
    f = n * fact(n - 1)
  end if
end function fact

recursive function fib(n) result(r)
  integer, intent(in) :: n
  integer :: r
  if (n < 2) then
    r = n
  else
    r = fib(n - 1) + fib(n - 2)
  end if
end function fib

recursive integer function ackermann(m, n) result(a)
  integer, intent(in) :: m, n
  if (m == 0) then
    a = n + 1
  else if (n == 0) then
    a = ackermann(m - 1, 1)
  else
    a = ackermann(m - 1, ackermann(m, n - 1))
  end if
end function ackermann

recursive logical function is_even(n) result(e)
  integer, intent(in) :: n
  logical :: is_odd
  external is_odd
  if (n == 0) then
    e = .true.
  else
    e = is_odd(n - 1)
  end if
end function is_even

recursive logical function is_odd(n) result(o)
  integer, intent(in) :: n
  logical :: is_even
  external is_even
  if (n == 0) then
    o = .false.
  else
    o = is_even(n - 1)
  end if
end function is_odd

! Each activation has its own work array: the values printed on the way back up show it.
recursive subroutine levels(depth, total)
  integer, intent(in) :: depth
  integer, intent(inout) :: total
  integer :: work(100), k
  do k = 1, 100
    work(k) = depth * k
  end do
  if (depth > 1) call levels(depth - 1, total)
  total = total + work(100) + work(1)
  print '(a, i3, i8)', 'level', depth, total
end subroutine levels

program recursion
  use sorting
  implicit none
  integer :: fact, fib, ackermann
  logical :: is_even
  external fact, fib, ackermann, is_even
  integer :: v(12), k, total
  do k = 1, 12
    v(k) = mod(k * 37 + 11, 29) - 7
  end do
  call quicksort(v, 12)
  print '(12i4)', v
  print '(a, 6i8)', 'fact', (fact(k), k = 1, 6)
  print '(a, 10i5)', 'fib', (fib(k), k = 1, 10)
  print '(a, 3i6)', 'ackermann', ackermann(1, 3), ackermann(2, 3), ackermann(3, 3)
  print '(a, 4l2)', 'even', is_even(0), is_even(7), is_even(10), is_even(13)
  total = 0
  call levels(4, total)
end program recursion
