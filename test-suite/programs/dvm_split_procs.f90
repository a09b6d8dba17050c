! dvmh-test: files=lib/dvm_stats_lib.f90
! A DVMH program split into procedures: the distributed arrays stay in the main program,
! module functions of scalars fill a replicated table and parameters read by the parallel
! loops (which call no functions), an external subroutine summarises reduction results,
! and an internal subroutine of the main program prints elements (copied to a scalar
! after GET_ACTUAL) and a host variable.
program dvm_split_procs
  use sample_fn
  implicit none
  real(8) :: p(npts), q(npts), s0, s1, s2, x, xs(npts), mu, sig, c
  integer :: i, k
!dvm$ distribute p(block)
!dvm$ align q(i) with p(i)
  do i = 1, npts
    xs(i) = xat(i)
  end do
  do k = 1, 3
    mu = 0.25d0 * k
    sig = 0.4d0 + 0.1d0 * k
    c = density(mu, mu, sig)
!dvm$ parallel (i) on p(i), private(x)
    do i = 1, npts
      x = xs(i)
      p(i) = c * exp(-0.5d0 * ((x - mu) / sig) ** 2)
      q(i) = exp(-0.5d0 * ((x + 0.5d0) / 0.8d0) ** 2) / (0.8d0 * 2.5066282746310002d0)
    end do
    s0 = 0; s1 = 0; s2 = 0
!dvm$ parallel (i) on p(i), reduction(sum(s0), sum(s1), sum(s2))
    do i = 1, npts
      s0 = s0 + p(i)
      s1 = s1 + p(i) * xs(i)
      s2 = s2 + p(i) * xs(i) ** 2
    end do
    call summarize('p', s0, s1, s2)
    s0 = 0; s1 = 0; s2 = 0
!dvm$ parallel (i) on q(i), reduction(sum(s0), sum(s1), sum(s2))
    do i = 1, npts
      s0 = s0 + q(i) * p(i)
      s1 = s1 + q(i) * p(i) * xs(i)
      s2 = s2 + q(i) * p(i) * xs(i) ** 2
    end do
    call summarize('p*q', s0, s1, s2)
  end do
!dvm$ get_actual(p)
  do i = 1, npts, npts / 4
    x = p(i)
    call show(i, xs(i), x)
  end do
contains
  subroutine show(j, x, v)
    integer, intent(in) :: j
    real(8), intent(in) :: x, v
    write (*, '(i4, f9.4, es15.6, i3)') j, x, v, k
  end subroutine show
end program dvm_split_procs
