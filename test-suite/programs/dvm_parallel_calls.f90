! dvmh-test: grids=4:2x2 2:1x2
! Procedure calls inside parallel loops: functions computing coefficients, subroutines that
! update the element of the iteration passed by reference, a reduction variable accumulated
! by the callee, PRIVATE scalars written by the callee, an ACROSS sweep calling a function,
! a SHADOW_RENEW stencil whose neighbours are passed by value, a REMOTE_ACCESS element passed,
! an internal procedure using host-associated non-distributed data, and a REGION loop with a
! call (on the host) followed by one without (on the device when there is one).
module coefs
  implicit none
contains
  pure double precision function weight(i, j)
    integer, intent(in) :: i, j
    weight = 1.0d0 / dble(i + 2 * j)
  end function weight

  subroutine bump(x, d)
    double precision, intent(inout) :: x
    double precision, intent(in) :: d
    x = x + d
  end subroutine bump
end module coefs

program pcalls
  use coefs
  implicit none
  integer, parameter :: n = 23, m = 17
  double precision :: a(n, m), b(n, m), c(n), s, t, u, emax, tab(5)
  integer :: i, j, it, cnt
  double precision, external :: avg4
!dvm$ distribute a(block, block)
!dvm$ align b(i, j) with a(i, j)
!dvm$ shadow a(1:1, 1:1)
!dvm$ distribute c(block)

  do i = 1, 5
    tab(i) = 0.5d0 * i
  end do

!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = weight(i, j)
      b(i, j) = 0.0d0
    end do
  end do

  ! A subroutine writes the element of the iteration; a PRIVATE scalar is set by the callee.
!dvm$ parallel (j, i) on b(i, j), private(t)
  do j = 1, m
    do i = 1, n
      call setp(t, i, j)
      call bump(b(i, j), t * a(i, j))
    end do
  end do

  ! Reductions: the callee accumulates into the reduction variable.
  s = 0.0d0
  cnt = 0
!dvm$ parallel (j, i) on a(i, j), reduction(sum(s), sum(cnt))
  do j = 1, m
    do i = 1, n
      call accum(s, b(i, j))
      if (weight(i, j) > 0.05d0) call incr(cnt)
    end do
  end do
  print '(a, f18.10, i6)', 'sum, count:', s, cnt

  ! A stencil: neighbours passed by value to an external function.
  do it = 1, 3
!dvm$ parallel (j, i) on b(i, j), shadow_renew(a)
    do j = 2, m - 1
      do i = 2, n - 1
        b(i, j) = avg4((a(i - 1, j)), (a(i + 1, j)), (a(i, j - 1)), (a(i, j + 1)))
      end do
    end do
!dvm$ parallel (j, i) on a(i, j)
    do j = 2, m - 1
      do i = 2, n - 1
        call smooth(a(i, j), b(i, j), tab(mod(i + j, 5) + 1))
      end do
    end do
  end do

  ! ACROSS: a Gauss-Seidel sweep calling a function of the neighbours.
  do it = 1, 2
    emax = 0.0d0
!dvm$ parallel (j, i) on a(i, j), across(a(1:1, 1:1)), reduction(max(emax)), private(u)
    do j = 2, m - 1
      do i = 2, n - 1
        u = avg4((a(i - 1, j)), (a(i + 1, j)), (a(i, j - 1)), (a(i, j + 1)))
        emax = max(emax, abs(u - a(i, j)))
        call bump(a(i, j), 0.5d0 * (u - a(i, j)))
      end do
    end do
    print '(a, i3, es20.10)', 'sweep', it, emax
  end do

  ! 1-D: an internal procedure with host association of a non-distributed array.
!dvm$ parallel (i) on c(i)
  do i = 1, n
    c(i) = 0.0d0
    call fill(c(i), i)
  end do

  ! A REMOTE_ACCESS element passed as an argument.
!dvm$ parallel (i) on c(i), remote_access(a(1, 1))
  do i = 1, n
    call bump(c(i), a(1, 1))
  end do

  ! A region whose loops call procedures: they run on the host (no device code for callees),
  ! with the data made current there; a loop without calls may run on the device.
!dvm$ region
!dvm$ parallel (j, i) on b(i, j)
  do j = 1, m
    do i = 1, n
      call bump(b(i, j), weight(i, j))
    end do
  end do
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = a(i, j) + 0.125d0 * b(i, j)
    end do
  end do
!dvm$ end region
!dvm$ get_actual(a, b)

  s = 0.0d0
  t = 0.0d0
!dvm$ parallel (j, i) on a(i, j), reduction(sum(s), sum(t))
  do j = 1, m
    do i = 1, n
      s = s + a(i, j) * i
      t = t + b(i, j) * j
    end do
  end do
  print '(a, 2f22.12)', 'a, b:', s, t
  s = 0.0d0
!dvm$ parallel (i) on c(i), reduction(sum(s))
  do i = 1, n
    s = s + c(i) * i
  end do
  print '(a, f22.12)', 'c:', s

contains
  subroutine fill(x, k)
    double precision, intent(inout) :: x
    integer, intent(in) :: k
    x = x + tab(mod(k, 5) + 1) * k
  end subroutine fill
end program pcalls

subroutine setp(t, i, j)
  double precision t
  integer i, j
  t = dble(i) - 0.25d0 * j
end subroutine setp

subroutine accum(s, x)
  double precision s, x
  s = s + x * x
end subroutine accum

subroutine incr(k)
  integer k
  k = k + 1
end subroutine incr

double precision function avg4(p, q, r, w)
  double precision p, q, r, w
  avg4 = 0.25d0 * (p + q + r + w)
end function avg4

subroutine smooth(x, y, f)
  double precision x, y, f
  x = (x + f * y) / (1.0d0 + f)
end subroutine smooth
