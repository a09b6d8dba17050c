! A DVMH main program with internal procedures that work on replicated host data between
! parallel loops: an internal function computes a relaxation factor from host scalars,
! an internal subroutine logs progress into a replicated history array, and the host's
! distributed arrays are only touched by the main program's parallel loops.
program dvm_host_internal
  implicit none
  integer, parameter :: n = 64, nsweep = 12
  real(8) :: x(n), r(n), hist(nsweep), omega, rn, target
  integer :: i, it, nlog
!dvm$ distribute x(block)
!dvm$ align r(i) with x(i)
!dvm$ shadow x(1:1)
  nlog = 0
  target = 1.0d-3
!dvm$ parallel (i) on x(i)
  do i = 1, n
    x(i) = 0
    if (mod(i, 8) < 4) x(i) = 1
    r(i) = 0
  end do
  do it = 1, nsweep
    omega = factor(it)
!dvm$ parallel (i) on r(i), shadow_renew(x)
    do i = 2, n - 1
      r(i) = 0.5d0 * (x(i - 1) + x(i + 1)) - x(i)
    end do
    rn = 0
!dvm$ parallel (i) on x(i), reduction(sum(rn))
    do i = 2, n - 1
      x(i) = x(i) + omega * r(i)
      rn = rn + r(i) ** 2
    end do
    call record(sqrt(rn))
  end do
  write (*, '(4es14.5)') (hist(i), i = 1, nlog)
  write (*, '(a, i3, a, i3)') 'logged', nlog, ' below target', count_below()
contains
  real(8) function factor(k)
    integer, intent(in) :: k
    factor = 0.5d0 + 0.4d0 * sin(0.3d0 * k) ** 2
  end function factor

  subroutine record(v)
    real(8), intent(in) :: v
    nlog = nlog + 1
    hist(nlog) = v
  end subroutine record

  integer function count_below()
    integer :: k
    count_below = 0
    do k = 1, nlog
      if (hist(k) < target * 2000) count_below = count_below + 1
    end do
  end function count_below
end program dvm_host_internal
