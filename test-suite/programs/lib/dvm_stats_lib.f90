! Scalar procedures of dvm_split_procs.f90: called between and inside parallel loops.
module sample_fn
  implicit none
  integer, parameter :: npts = 64
  real(8), parameter :: xlo = -2.0d0, xhi = 3.0d0
contains
  real(8) function xat(i)
    integer, intent(in) :: i
    xat = xlo + (xhi - xlo) * (i - 1) / (npts - 1)
  end function xat

  real(8) function density(x, mu, sig)
    real(8), intent(in) :: x, mu, sig
    density = exp(-0.5d0 * ((x - mu) / sig) ** 2) / (sig * 2.5066282746310002d0)
  end function density
end module sample_fn

subroutine summarize(tag, s0, s1, s2)
  implicit none
  character(len=*), intent(in) :: tag
  real(8), intent(in) :: s0, s1, s2
  real(8) :: mean, var
  mean = s1 / s0
  var = s2 / s0 - mean * mean
  write (*, '(a8, 3f14.8)') tag, s0, mean, sqrt(max(var, 0.0d0))
end subroutine summarize
