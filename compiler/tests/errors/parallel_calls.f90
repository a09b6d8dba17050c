! Calls inside parallel loops: a procedure called there reaches distributed arrays only
! through the elements of the iteration passed as arguments (by reference: local like an
! assignment's target, or, to a dummy the callee's body never writes, like a read).
program parallel_calls
  integer, parameter :: n = 12
  real :: a(n), b(n), e(n, n), x(n), s
  integer :: i, j
!DVM$ DISTRIBUTE a(BLOCK)
!DVM$ ALIGN b(i) WITH a(i)
!DVM$ SHADOW b(1:1)
!DVM$ DISTRIBUTE e(BLOCK, BLOCK)
!DVM$ PARALLEL (i) ON a(i), PRIVATE(s), SHADOW_RENEW(b)
  do i = 2, n - 1
    call upd(a(i), x(i))
    call upd(a, x)        ! ERROR: the whole distributed array 'a' cannot be passed to a procedure inside a parallel loop: a procedure called there may reach distributed arrays only through the elements of the iteration passed as arguments (a(I) with the loop's variables)
    call upd(a(1:3), x)   ! ERROR: a section of the distributed array 'a' cannot be passed to a procedure inside a parallel loop: a procedure called there may reach distributed arrays only through the elements of the iteration passed as arguments (a(I) with the loop's variables)
    s = f(b(i), (b(i+1)))
    call upd(b(i-1), s)   ! ERROR: b(i-1) is passed by reference to a procedure, which may write it, but it may belong to another process: a procedure called in a parallel loop may only get elements that live with its iterations (ON a(i)); pass a copy of its value as (b(i-1))
    a(i) = s + f(e(i, 1), s) ! ERROR: e(i, 1) is not aligned with the ON array 'a': its elements may live on other processes: name it in REMOTE_ACCESS
  end do
!DVM$ PARALLEL (j, i) ON e(i, j)
  do j = 1, n
    do i = 1, n
      call upd(e(i, j), e(j, i)) ! ERROR: e(j, i) does not live with the iteration's ON element e(i, j): it may be on another process: name it in REMOTE_ACCESS
    end do
  end do
end program parallel_calls

subroutine upd(p, q)
  real p, q
  p = p + q
end subroutine upd

real function f(p, q)
  real p, q
  f = p * q
end function f

! Procedures of this file that parallel loops call (directly or through another procedure)
! may not reach distributed arrays of their own.
module pc_data
  real :: g(12)
!DVM$ DISTRIBUTE g(BLOCK)
contains
  subroutine touch(p)
    real p
    p = p + g(1)          ! ERROR: 'touch' is called inside a parallel loop (line 69), so it may not use the distributed array 'g': a procedure called there reaches distributed arrays only through the elements passed to it
  end subroutine touch
end module pc_data

subroutine outer(p)
  real p
  call inner(p)
end subroutine outer

subroutine inner(p)
  real p, h(12)
!DVM$ DISTRIBUTE h(BLOCK)
  h(2) = p                ! ERROR: 'inner' is called inside a parallel loop (line 70), so it may not use the distributed array 'h': a procedure called there reaches distributed arrays only through the elements passed to it
end subroutine inner

subroutine pc_caller()
  use pc_data
  real :: w(12)
  integer :: i
!DVM$ ALIGN w(i) WITH g(i)
!DVM$ PARALLEL (i) ON w(i)
  do i = 1, 12
    call touch(w(i))
    call outer(w(i))
  end do
end subroutine pc_caller

subroutine counted(p)
  real p
  integer, save :: calls = 0
  calls = calls + 1       ! WARNING: 'counted' is called inside a parallel loop (line 87) and assigns the SAVE variable 'calls', which the loop's threads share: its value depends on the order they run in
  p = p * 2
end subroutine counted

subroutine pc_caller2()
  real :: w(12)
  integer :: i
!DVM$ DISTRIBUTE w(BLOCK)
!DVM$ PARALLEL (i) ON w(i)
  do i = 1, 12
    call counted(w(i))
  end do
end subroutine pc_caller2
