! A histogram and statistics module of the kind used to summarise simulation output: binning
! with COUNT, extremes with MAXLOC/MINLOC (with MASK and DIM), filtering with PACK, scattering
! back with UNPACK, broadcasting with SPREAD, reshaping samples into a table, and periodic and
! end-off shifts (CSHIFT/EOSHIFT) for moving averages and differences.
module gx_stats_mod
  implicit none
  integer, parameter :: rk = kind(1.0d0)
contains
  function histogram(x, lo, hi, nbins) result(h)
    real(rk), intent(in) :: x(:), lo, hi
    integer, intent(in) :: nbins
    integer :: h(nbins), b
    real(rk) :: w
    w = (hi - lo) / nbins
    do b = 1, nbins
      h(b) = count(x >= lo + (b - 1) * w .and. x < lo + b * w)
    end do
  end function histogram

  subroutine moments(x, mean, var, skew)
    real(rk), intent(in) :: x(:)
    real(rk), intent(out) :: mean, var, skew
    integer :: n
    n = size(x)
    mean = sum(x) / n
    var = sum((x - mean)**2) / (n - 1)
    skew = sum((x - mean)**3) / n / var**1.5_rk
  end subroutine moments

  function moving_average(x, w) result(avg)
    real(rk), intent(in) :: x(:)
    integer, intent(in) :: w
    real(rk) :: avg(size(x))
    integer :: s
    avg = x
    do s = 1, w
      avg = avg + cshift(x, s) + cshift(x, -s)
    end do
    avg = avg / (2 * w + 1)
  end function moving_average
end module gx_stats_mod

program gx_stats_intrinsics
  use gx_stats_mod
  implicit none
  integer, parameter :: n = 48
  real(rk) :: x(n), table(6, 8), colmax(8), avg(n), dx(n), filled(n)
  real(rk), allocatable :: big(:)
  real(rk) :: mean, var, skew
  integer :: h(8), i, loc(2), rowmin(8)
  logical :: mask(n)

  do i = 1, n
    x(i) = 5.0_rk + 3.0_rk * sin(0.37_rk * i) + 0.05_rk * mod(i * 13, 11)
  end do
  h = histogram(x, 1.5_rk, 9.5_rk, 8)
  print '(a,8i4,i6)', 'hist', h, sum(h)
  call moments(x, mean, var, skew)
  print '(a,3f14.9)', 'moments', mean, var, skew
  print '(a,2i4,2f10.5)', 'extremes', maxloc(x), minloc(x), maxval(x), minval(x)
  print '(a,i4)', 'maxloc masked', maxloc(x, dim=1, mask=x < 6.0_rk)

  mask = x > mean
  big = pack(x, mask)
  print '(a,i4,f14.8)', 'pack', size(big), sum(big)
  filled = unpack(big * 2.0_rk, mask, -1.0_rk * x)
  print '(a,f14.8,i4)', 'unpack', sum(filled), count(filled < 0.0_rk)

  table = reshape(x, [6, 8])
  colmax = maxval(table, dim=1)
  rowmin = minloc(table, dim=1)
  loc = maxloc(table)
  print '(a,8f8.3)', 'colmax', colmax
  print '(a,8i3)', 'rowmin', rowmin
  print '(a,2i4)', 'maxloc2d', loc
  table = table - spread(sum(table, dim=2) / 8.0_rk, dim=2, ncopies=8)
  print '(a,es12.3)', 'centered rows', maxval(abs(sum(table, dim=2)))
  print '(a,2f10.5,i4)', 'spread', sum(spread([1.0_rk, 2.0_rk, 3.0_rk], 1, 2)), &
    sum(spread([1.0_rk, 2.0_rk], 2, 3)), size(spread(x(1:5), 1, 4))

  avg = moving_average(x, 2)
  dx = eoshift(x, 1) - x
  print '(a,2f14.9)', 'smooth', sum(avg), sum(x)
  print '(a,3f12.7)', 'diff', dx(1), dx(n - 1), dx(n)
  print '(a,4f9.4)', 'eoshift boundary', eoshift(x(1:4), -2, boundary=9.0_rk)
  print '(a,i4)', 'sign changes', count(dx(1:n - 2) * dx(2:n - 1) < 0.0_rk)
end program gx_stats_intrinsics
