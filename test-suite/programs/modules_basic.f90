! Modules in one file: named constants, variables with initial values, module procedures
! calling each other, a module that uses another, USE with ONLY and renames, PRIVATE and
! PUBLIC, internal procedures of the main program and of a subroutine (host association of
! the host's variables and dummy arguments), and an internal function.
module kinds
  implicit none
  integer, parameter :: dp = kind(1.0d0)
  integer, parameter :: nmax = 6
end module kinds

module stats
  use kinds
  implicit none
  private
  public :: add_sample, mean, spread, nsamples, reset, samples
  integer :: nsamples = 0
  real(dp) :: samples(nmax)
  real(dp) :: total = 0.0_dp
contains
  subroutine add_sample(x)
    real(dp), intent(in) :: x
    if (nsamples >= nmax) return
    nsamples = nsamples + 1
    samples(nsamples) = x
    total = total + x
  end subroutine add_sample

  real(dp) function mean()
    mean = 0.0_dp
    if (nsamples > 0) mean = total / nsamples
  end function mean

  real(dp) function spread()
    integer :: i
    real(dp) :: m
    m = mean()
    spread = 0.0_dp
    do i = 1, nsamples
      spread = max(spread, abs(samples(i) - m))
    end do
  end function spread

  subroutine reset()
    nsamples = 0
    total = 0.0_dp
  end subroutine reset
end module stats

program modules_basic
  use kinds, only: dp, nmax
  use stats, only: add_sample, avg => mean, spread, nsamples, reset, samples
  implicit none
  integer :: i, calls
  real(dp) :: scale

  calls = 0
  scale = 1.5_dp
  do i = 1, nmax + 2
    call add_scaled(real(i, dp))
  end do
  print '(a, i3, 2f10.4)', 'samples', nsamples, avg(), spread()
  print '(6f8.3)', (samples(i), i = 1, nsamples)
  call reset()
  scale = -2.0_dp
  call add_scaled(3.0_dp)
  call add_scaled(5.0_dp)
  print '(a, i3, 2f10.4, i4)', 'again', nsamples, avg(), spread(), calls
  call tally(4, calls)
  print '(a, i6)', 'tally', calls
  print '(a, f10.4)', 'norm', norm2of(3.0_dp, 4.0_dp)

contains

  subroutine add_scaled(x)
    real(dp), intent(in) :: x
    calls = calls + 1
    call add_sample(scale * x)
  end subroutine add_scaled

  real(dp) function norm2of(a, b)
    real(dp), intent(in) :: a, b
    norm2of = sqrt(a*a + b*b) * scale
  end function norm2of

end program modules_basic

subroutine tally(n, acc)
  implicit none
  integer, intent(in) :: n
  integer, intent(inout) :: acc
  integer :: k, work(3)
  do k = 1, 3
    work(k) = 0
  end do
  do k = 1, n
    call step(k)
  end do
  acc = acc + work(1) + work(2) * 10 + work(3) * 100
contains
  subroutine step(j)
    integer, intent(in) :: j
    work(mod(j, 3) + 1) = work(mod(j, 3) + 1) + j
    acc = acc + n
  end subroutine step
end subroutine tally
