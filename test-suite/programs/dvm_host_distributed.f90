! The host's distributed arrays used by its internal procedures (CONTAINS): in parallel loops
! there (ON a host array, SHADOW_RENEW, REDUCTION) and in sequential code (element reads and
! writes by the own-computation rule). The main program's static arrays, a subroutine's
! automatic distributed arrays sized by its dummies (the subroutine is called twice with other
! sizes) and its INHERIT dummy, and a distributed ALLOCATABLE array of the host.
program dvm_host_distributed
  implicit none
  integer, parameter :: n = 40
  real(8) :: a(n), b(n), s
  real(8), allocatable :: w(:)
  integer :: i, it
!dvm$ distribute a(block)
!dvm$ align b(i) with a(i)
!dvm$ shadow a(1:1)
!dvm$ distribute w(block)
  call init()
  do it = 1, 3
    call smooth()
    s = total()
    print '(a, i2, f16.6, 2f12.4)', 'it', it, s, a(7), b(n - 1)
  end do
  call poke(5, -3.0d0)
  print '(a, 3f10.3)', 'poked', a(5), a(4), a(6)
  allocate (w(2 * n))
  call fill_w()
  print '(a, f14.3, f10.3)', 'w', wsum(), w(n + 3)
  deallocate (w)
  call relax(a, n, 2)
  call relax(a, n / 2, 3)
  print '(a, f16.6)', 'relaxed', sum(a)
contains
  subroutine init()
    integer :: i
!dvm$ parallel (i) on a(i)
    do i = 1, n
      a(i) = mod(i * 7, 11) + 0.25d0 * i
      b(i) = 0
    end do
  end subroutine

  subroutine smooth()
    integer :: i
!dvm$ parallel (i) on b(i), shadow_renew(a)
    do i = 2, n - 1
      b(i) = 0.5d0 * (a(i - 1) + a(i + 1))
    end do
    b(1) = a(1)
    b(n) = a(n)
!dvm$ parallel (i) on a(i)
    do i = 1, n
      a(i) = 0.75d0 * a(i) + 0.25d0 * b(i)
    end do
  end subroutine

  real(8) function total()
    integer :: i
    total = 0
!dvm$ parallel (i) on b(i), reduction(sum(total))
    do i = 1, n
      total = total + b(i) * i
    end do
  end function

  subroutine poke(k, v)
    integer, intent(in) :: k
    real(8), intent(in) :: v
    a(k) = v
    a(k - 1) = a(k) + a(k + 1)
  end subroutine

  subroutine fill_w()
    integer :: i
!dvm$ parallel (i) on w(i)
    do i = 1, 2 * n
      w(i) = i * 0.5d0
    end do
  end subroutine

  real(8) function wsum()
    integer :: i
    wsum = 0
!dvm$ parallel (i) on w(i), reduction(sum(wsum))
    do i = 1, 2 * n
      wsum = wsum + w(i)
    end do
  end function
end program

! A subroutine whose INHERIT dummy and automatic distributed arrays its internal procedures
! compute on; called with different sizes.
subroutine relax(u, m, steps)
  implicit none
  integer, intent(in) :: m, steps
  real(8) :: u(m)
  real(8) :: v(m), e(m)
  integer :: k
  real(8) :: err
!dvm$ inherit u
!dvm$ align v(i) with u(i)
!dvm$ align e(i) with u(i)
!dvm$ shadow e(2:2)
  call load()
  do k = 1, steps
    call step(err)
    print '(a, i3, i2, f16.6, f12.5)', 'relax', m, k, err, v(m / 2)
  end do
  print '(a, f12.5)', 'edge', edge(m - 1)
contains
  subroutine load()
    integer :: i
!dvm$ parallel (i) on v(i)
    do i = 1, m
      v(i) = u(i)
    end do
!dvm$ parallel (i) on e(i)
    do i = 1, m
      e(i) = i
    end do
  end subroutine

  subroutine step(err)
    real(8), intent(out) :: err
    integer :: i
    err = 0
!dvm$ parallel (i) on u(i), shadow_renew(e)
    do i = 3, m - 2
      u(i) = u(i) + 0.01d0 * (e(i - 2) - e(i + 2))
    end do
!dvm$ parallel (i) on u(i), reduction(max(err))
    do i = 1, m
      u(i) = 0.5d0 * (u(i) + v(i) / i)
      err = max(err, abs(u(i) - v(i)))
      v(i) = u(i)
    end do
  end subroutine

  real(8) function edge(j)
    integer, intent(in) :: j
    edge = e(j) + u(j) + v(1)
  end function
end subroutine
