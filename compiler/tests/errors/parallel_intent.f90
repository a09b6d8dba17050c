! A procedure called in a parallel loop gets its arguments by reference. An element of a
! shadow edge (another process's element) may be passed to a dummy the callee never writes:
! INTENT(IN) says so. Passing it where the callee may write it (INTENT(INOUT), no INTENT,
! an external procedure without an interface) stays an error.
module kernels
  implicit none
contains
  subroutine avg(x, y, r)
    real, intent(in) :: x, y
    real, intent(out) :: r
    r = 0.5 * (x + y)
  end subroutine avg

  real function twice(x)
    real, intent(in) :: x
    twice = 2 * x
  end function twice

  subroutine scale(x, f)
    real :: x, f
    x = x * f
  end subroutine scale

  subroutine bump(x)
    real, intent(inout) :: x
    x = x + 1
  end subroutine bump

  subroutine relay(x, r)
    real :: x, r
    call scale(x, r)
  end subroutine relay
end module kernels

program parallel_intent
  use kernels
  implicit none
  integer, parameter :: n = 12
  real :: a(n), b(n), t
  integer :: i
!DVM$ DISTRIBUTE a(BLOCK)
!DVM$ ALIGN b(i) WITH a(i)
!DVM$ SHADOW a(1:1)
!DVM$ PARALLEL (i) ON a(i)
  do i = 1, n
    a(i) = i
    b(i) = 0
  end do
  ! Read-only dummies: the shadow elements are read, so SHADOW_RENEW is still required.
!DVM$ PARALLEL (i) ON b(i), SHADOW_RENEW(a)
  do i = 2, n - 1
    call avg(a(i-1), a(i+1), b(i))
    b(i) = b(i) + twice(a(i+1))
  end do
!DVM$ PARALLEL (i) ON b(i)
  do i = 2, n - 1
    call avg(a(i-1), a(i), b(i))  ! ERROR: a(i-1) reads the shadow edge of 'a', which this loop does not renew: add SHADOW_RENEW(a)
  end do
  ! Dummies the callee may write.
!DVM$ PARALLEL (i) ON b(i), SHADOW_RENEW(a), PRIVATE(t)
  do i = 2, n - 1
    t = 2
    call scale(a(i-1), t)  ! ERROR: a(i-1) is passed by reference to a procedure, which may write it, but it may belong to another process: a procedure called in a parallel loop may only get elements that live with its iterations (ON b(i)); pass a copy of its value as (a(i-1))
    call bump(a(i+1))  ! ERROR: a(i+1) is passed by reference to a procedure, which may write it, but it may belong to another process: a procedure called in a parallel loop may only get elements that live with its iterations (ON b(i)); pass a copy of its value as (a(i+1))
    call relay(a(i-1), t)  ! ERROR: a(i-1) is passed by reference to a procedure, which may write it, but it may belong to another process: a procedure called in a parallel loop may only get elements that live with its iterations (ON b(i)); pass a copy of its value as (a(i-1))
    call ext(a(i+1))  ! ERROR: a(i+1) is passed by reference to a procedure, which may write it, but it may belong to another process: a procedure called in a parallel loop may only get elements that live with its iterations (ON b(i)); pass a copy of its value as (a(i+1))
    call scale(b(i), t)
  end do
  print *, b(2), b(n-1)
end program parallel_intent
