! Shadow-edge elements passed by reference to procedures that only read them: INTENT(IN)
! dummies of module procedures (a subroutine and a function) and of an internal procedure.
! Neighbours of other processes are read from the renewed shadow edges, so every process
! count prints the serial result.
module stencil_ops
  implicit none
contains
  subroutine avg3(l, c, r, out)
    double precision, intent(in) :: l, c, r
    double precision, intent(out) :: out
    out = (l + 2 * c + r) / 4
  end subroutine avg3

  double precision function diff(x, y)
    double precision, intent(in) :: x, y
    diff = x - y
  end function diff
end module stencil_ops

program dvm_intent_in_calls
  use stencil_ops
  implicit none
  integer, parameter :: n = 37
  double precision :: a(n), b(n), s
  integer :: i, it
!dvm$ distribute a(block)
!dvm$ align b(i) with a(i)
!dvm$ shadow a(1:1)
!dvm$ parallel (i) on a(i)
  do i = 1, n
    a(i) = mod(i * 7, 11) + 0.5d0 * i
    b(i) = 0
  end do
  do it = 1, 3
!dvm$ parallel (i) on b(i), shadow_renew(a)
    do i = 2, n - 1
      call avg3(a(i-1), a(i), a(i+1), b(i))
      b(i) = b(i) + 0.1d0 * diff(a(i+1), a(i-1)) + shift(a(i-1))
    end do
!dvm$ parallel (i) on a(i)
    do i = 2, n - 1
      a(i) = b(i)
    end do
  end do
  s = 0
!dvm$ parallel (i) on a(i), reduction(sum(s))
  do i = 1, n
    s = s + a(i) * i
  end do
  print '(f20.10)', s
  print '(4f16.10)', a(2), a(n / 2), a(n - 1), b(n / 3)
contains
  double precision function shift(x)
    double precision, intent(in) :: x
    shift = x / 100
  end function shift
end program dvm_intent_in_calls
