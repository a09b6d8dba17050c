! An element of a shadow edge passed by reference to a procedure of this file without an
! explicit interface: allowed when the procedure's body never writes that dummy, an error
! when it may (assigns it, passes it on, reads into it).
subroutine look(x, y, r)
  real :: x, y, r
  r = x + y
end subroutine

subroutine poke(x, r)
  real :: x, r
  x = x + 1
  r = x
end subroutine

subroutine relay(x, r)
  real :: x, r
  call look(x, x, r)
end subroutine

program readonly_callees
  implicit none
  integer, parameter :: n = 12
  real :: a(n), b(n)
  integer :: i
!DVM$ DISTRIBUTE a(BLOCK)
!DVM$ ALIGN b(i) WITH a(i)
!DVM$ PARALLEL (i) ON a(i)
  do i = 1, n
    a(i) = i
    b(i) = 0
  end do
!DVM$ PARALLEL (i) ON b(i), SHADOW_RENEW(a)
  do i = 2, n - 1
    call look(a(i - 1), a(i + 1), b(i))
    call poke(a(i - 1), b(i))   ! ERROR: a(i - 1) is passed by reference to a procedure, which may write it, but it may belong to another process: a procedure called in a parallel loop may only get elements that live with its iterations (ON b(i)); pass a copy of its value as (a(i - 1))
    call relay(a(i + 1), b(i))  ! ERROR: a(i + 1) is passed by reference to a procedure, which may write it, but it may belong to another process: a procedure called in a parallel loop may only get elements that live with its iterations (ON b(i)); pass a copy of its value as (a(i + 1))
  end do
!DVM$ PARALLEL (i) ON b(i)
  do i = 2, n - 1
    call look(a(i - 1), a(i), b(i))  ! ERROR: a(i - 1) reads the shadow edge of 'a', which this loop does not renew: add SHADOW_RENEW(a)
  end do
  print *, b(3)
end program
