! Binned statistics as in measurement post-processing: samples from a deterministic LCG and
! a Box-Muller transform, a fixed-bin histogram with underflow/overflow counters, cumulative
! counts with an explicit scan, percentiles from the CDF, moments (mean, variance, skewness)
! in two passes, a text bar chart built with REPEAT, and a 2-D joint histogram with COUNT.
program f7_histogram_stats
  implicit none
  integer, parameter :: dp = kind(1.0d0), nsamp = 4000, nbins = 16
  real(dp), parameter :: lo = -4.0_dp, hi = 4.0_dp
  real(dp) :: x(nsamp), u1, u2, mean, var, skew, width, edges(0:nbins)
  integer :: hist(nbins), cum(nbins), under, over, i, b, seed, joint(4, 4)
  integer :: p50, p90
  real(dp) :: y(nsamp)

  seed = 20240611
  do i = 1, nsamp, 2
    u1 = lcg(seed)
    u2 = lcg(seed)
    x(i) = sqrt(-2.0_dp * log(u1)) * cos(2.0_dp * acos(-1.0_dp) * u2)
    x(i + 1) = sqrt(-2.0_dp * log(u1)) * sin(2.0_dp * acos(-1.0_dp) * u2)
  end do
  x = 1.5_dp * x + 0.25_dp

  width = (hi - lo) / nbins
  edges = [(lo + width * b, b = 0, nbins)]
  hist = 0
  under = 0
  over = 0
  do i = 1, nsamp
    if (x(i) < lo) then
      under = under + 1
    else if (x(i) >= hi) then
      over = over + 1
    else
      b = int((x(i) - lo) / width) + 1
      hist(b) = hist(b) + 1
    end if
  end do
  cum(1) = hist(1) + under
  do b = 2, nbins
    cum(b) = cum(b - 1) + hist(b)
  end do
  print *, 'under/over', under, over, ' total', sum(hist) + under + over
  do b = 1, nbins
    write (*, '(f6.2, a, f6.2, i6, i6, 1x, a)') edges(b - 1), ' ..', edges(b), hist(b), &
         cum(b), repeat('#', hist(b) / 20)
  end do
  p50 = findloc(cum >= nsamp / 2, .true., dim=1)
  p90 = findloc(cum >= (9 * nsamp) / 10, .true., dim=1)
  write (*, '(a, 2f8.3)') 'median bin upper edge, p90 edge', edges(p50), edges(p90)

  mean = sum(x) / nsamp
  var = sum((x - mean)**2) / (nsamp - 1)
  skew = sum(((x - mean) / sqrt(var))**3) / nsamp
  write (*, '(a, 3f12.6)') 'moments ', mean, var, skew
  write (*, '(a, 2f12.6, i6)') 'extremes ', minval(x), maxval(x), maxloc(x, dim=1)

  ! joint histogram of (x(i), x(i+1)) pairs over a 4x4 grid
  y = cshift(x, 1)
  do b = 1, 4
    do i = 1, 4
      joint(i, b) = count(x >= lo + 2 * (i - 1) .and. x < lo + 2 * i .and. &
           y >= lo + 2 * (b - 1) .and. y < lo + 2 * b)
    end do
  end do
  do i = 1, 4
    write (*, '(4i6)') joint(i, :)
  end do
  print *, 'joint total', sum(joint), ' diag', sum([(joint(i, i), i = 1, 4)])
contains
  real(dp) function lcg(s)
    integer, intent(inout) :: s
    s = int(mod(int(s, 8) * 16807_8, 2147483647_8))
    lcg = (real(s, dp) + 0.5_dp) / 2147483647.0_dp
  end function lcg
end program f7_histogram_stats
