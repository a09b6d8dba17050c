! A smoothing filter as image and climate codes write it: a 9-point stencil whose weights come
! from a small non-distributed 3x3 table, and a 5-point first-derivative stencil whose
! coefficients are a PARAMETER array, inside a REGION that runs every loop on the device. The
! host rescales the weight table between the regions (the device must see the new weights),
! and the smoothed field's sum, extremes and a few samples are printed each step.
! dvmh-test: grids=4:2x2 4:4x1 2:1x2
program region3_stencil_weights
  implicit none
  integer, parameter :: n = 34, m = 28, nsteps = 4
  real(8), parameter :: d5(-2:2) = [1d0/12, -8d0/12, 0d0, 8d0/12, -1d0/12]
  real(8) :: f(n, m), g(n, m), dx(n, m), w(-1:1, -1:1)
  real(8) :: total, fmax, dsum, wsum
  integer :: i, j, k, l, step
!dvm$ distribute f(block, block)
!dvm$ align g(i, j) with f(i, j)
!dvm$ align dx(i, j) with f(i, j)
!dvm$ shadow f(2:2, 1:1)
  do l = -1, 1
    do k = -1, 1
      w(k, l) = 1.0d0 / (1 + abs(k) + 2 * abs(l))
    end do
  end do
!dvm$ region
!dvm$ parallel (j, i) on f(i, j)
  do j = 1, m
    do i = 1, n
      f(i, j) = sin(0.3d0 * i) * cos(0.2d0 * j) + mod(i * 7 + j * 3, 11) * 0.05d0
      g(i, j) = 0
      dx(i, j) = 0
    end do
  end do
!dvm$ end region
  do step = 1, nsteps
    wsum = sum(w)
!dvm$ region
!dvm$ parallel (j, i) on g(i, j), shadow_renew(f(corner))
    do j = 2, m - 1
      do i = 2, n - 1
        g(i, j) = (w(-1, -1) * f(i - 1, j - 1) + w(0, -1) * f(i, j - 1) + w(1, -1) * f(i + 1, j - 1) &
                 + w(-1, 0) * f(i - 1, j) + w(0, 0) * f(i, j) + w(1, 0) * f(i + 1, j) &
                 + w(-1, 1) * f(i - 1, j + 1) + w(0, 1) * f(i, j + 1) + w(1, 1) * f(i + 1, j + 1)) / wsum
      end do
    end do
!dvm$ parallel (j, i) on dx(i, j), shadow_renew(f)
    do j = 1, m
      do i = 3, n - 2
        dx(i, j) = 0
        do k = -2, 2
          dx(i, j) = dx(i, j) + d5(k) * f(i + k, j)
        end do
      end do
    end do
!dvm$ parallel (j, i) on f(i, j)
    do j = 2, m - 1
      do i = 2, n - 1
        f(i, j) = g(i, j)
      end do
    end do
    total = 0
    fmax = -1d30
    dsum = 0
!dvm$ parallel (j, i) on f(i, j), reduction(sum(total), max(fmax), sum(dsum))
    do j = 1, m
      do i = 1, n
        total = total + f(i, j)
        fmax = max(fmax, f(i, j))
        dsum = dsum + abs(dx(i, j))
      end do
    end do
!dvm$ end region
    print '(a, i2, 3es22.14)', 'step', step, total, fmax, dsum
    ! The host changes the weights: the next region's device loop must read the new ones.
    w(0, 0) = w(0, 0) * 1.5d0
    w(1, 1) = w(1, 1) * 0.5d0
  end do
!dvm$ get_actual(f, dx)
  print '(4es22.14)', f(2, 2), f(n / 2, m / 2), f(n - 1, m - 1), dx(n / 2, 5)
end program
