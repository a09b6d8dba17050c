! An assumed-shape array or a section of one passed on to an explicit-shape dummy of a
! FUNCTION: copied into a contiguous temporary before the statement, and back after it
! where the dummy is not INTENT(IN) (assignments, PRINT, CALL arguments); to an INTENT(IN)
! dummy also in IF and DO WHILE conditions (copied in only).
module asm
  implicit none
contains
  real function tot(a, n)
    integer, intent(in) :: n
    real, intent(inout) :: a(n)
    tot = sum(a)
    a(1) = a(1) + 1
  end function tot

  real function rtot(a, n)
    integer, intent(in) :: n
    real, intent(in) :: a(n)
    rtot = sum(a)
  end function rtot

  subroutine work(x, y)
    real, intent(inout) :: x(:)
    real, intent(in) :: y(:, :)
    real :: s
    integer :: j
    s = tot(x, size(x))
    print *, s, x
    print *, rtot(x(1:size(x):2), (size(x) + 1) / 2)
    if (rtot(x, size(x)) > 3) print *, 'big'
    do j = 1, size(y, 2)
      print *, rtot(y(:, j), size(y, 1)), tot(x(2:3), 2)
    end do
    call show(rtot(y(2, :), size(y, 2)))
    call show(tot(x(2:3), 2))
    print *, x
    j = 0
    do while (rtot(x(1:j), j) < 12)
      j = j + 1
    end do
    print *, j, x
  end subroutine work

  subroutine show(v)
    real, intent(in) :: v
    print *, 'show', v
  end subroutine show
end module asm

program assumed_shape_fn_args
  use asm
  real :: a(6), b(3, 4)
  integer :: i
  a = [(real(i), i = 1, 6)]
  b = reshape([(real(i), i = 1, 12)], [3, 4])
  call work(a(1:6:2), b(1:3:2, :))
  call work(a, b)
  print *, a
end program assumed_shape_fn_args
