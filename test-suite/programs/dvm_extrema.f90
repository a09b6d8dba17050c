! The position of the extremes of a 2-D distributed field without MAXLOC: a MAX/MIN
! reduction first, then a second parallel loop with MIN reductions of the linear index
! of the elements equal to the extreme (the first one in column-major order wins), and
! a count of the elements above the mean (SUM of integers).
program dvm_extrema
  implicit none
  integer, parameter :: nx = 30, ny = 20
  real(8) :: f(nx, ny), fmax, fmin, mean
  integer :: kmax, kmin, nabove, i, j, step
!dvm$ distribute f(block, block)
  do step = 0, 2
!dvm$ parallel (j, i) on f(i, j)
    do j = 1, ny
      do i = 1, nx
        f(i, j) = anint(100 * sin(0.3d0 * i + 0.7d0 * step) * cos(0.2d0 * j)) / 10
      end do
    end do
    fmax = -1.0d30
    fmin = 1.0d30
    mean = 0
!dvm$ parallel (j, i) on f(i, j), reduction(max(fmax), min(fmin), sum(mean))
    do j = 1, ny
      do i = 1, nx
        fmax = max(fmax, f(i, j))
        fmin = min(fmin, f(i, j))
        mean = mean + f(i, j)
      end do
    end do
    mean = mean / (nx * ny)
    kmax = huge(kmax)
    kmin = huge(kmin)
    nabove = 0
!dvm$ parallel (j, i) on f(i, j), reduction(min(kmax), min(kmin), sum(nabove))
    do j = 1, ny
      do i = 1, nx
        if (f(i, j) == fmax) kmax = min(kmax, i + (j - 1) * nx)
        if (f(i, j) == fmin) kmin = min(kmin, i + (j - 1) * nx)
        if (f(i, j) > mean) nabove = nabove + 1
      end do
    end do
    write (*, '(i2, 3f10.4, 2(2x, 2i4), i6)') step, fmax, fmin, mean, &
      mod(kmax - 1, nx) + 1, (kmax - 1) / nx + 1, mod(kmin - 1, nx) + 1, (kmin - 1) / nx + 1, nabove
  end do
end program dvm_extrema
