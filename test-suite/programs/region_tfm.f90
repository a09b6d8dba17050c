! dvmh-test: grids=2:2x1 2:1x2 4:2x2
! dvmh-test: flags=-O2 -autoTfm
! -autoTfm: ACROSS loops run by hyperplanes on the device keep their arrays there in the
! diagonal layout (a plane's elements contiguous); other loops and the host see the normal
! layout again (DVMH_LOGLEVEL=3 logs each conversion). A time loop around a region with a
! Gauss-Seidel sweep (SUM and MAX reductions in it) and an ordinary loop that reads the result;
! host reads and writes between regions; a sweep with j running backwards (the planes along
! the main diagonal); a sweep over INTEGER and REAL(8) arrays that reads a REAL(4) one
! transposed, and a sweep over that REAL(4) array; a 3-D sweep backwards in k with MINLOC and
! SUM.
program region_tfm
  implicit none
  integer, parameter :: n = 130, m = 117, l1 = 19, l2 = 23, l3 = 26, steps = 3
  real(8) :: a(n, m), r(n, m), c(l1, l2, l3)
  real(4) :: f(m, n)
  integer :: g(n, m)
  real(8) :: w(n, m)
  real(8) :: s, emax, res, cmin, csum, hs
  integer :: i, j, k, it, kloc(3), gs
!dvm$ distribute a(block, block)
!dvm$ align r(i, j) with a(i, j)
!dvm$ align g(i, j) with a(i, j)
!dvm$ align w(i, j) with a(i, j)
!dvm$ align f(j, i) with a(i, j)
!dvm$ distribute c(*, block, block)
!dvm$ shadow c(1:1, 1:1, 1:1)
!dvm$ region
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = mod(i * 7 + j * 3, 19) * 0.125d0
      r(i, j) = 0
      g(i, j) = mod(i * 5 + j * 11, 17)
      w(i, j) = mod(i + 2 * j, 9) * 0.5d0 + mod(3 * i + j, 7) * 0.25d0
    end do
  end do
!dvm$ parallel (i, j) on f(i, j)
  do i = 1, m
    do j = 1, n
      f(i, j) = mod(i * 3 + j * 13, 29) * 0.5
    end do
  end do
!dvm$ end region
  hs = 0
  do it = 1, steps
    s = 0
    emax = 0
    res = 0
!dvm$ region
!dvm$ parallel (j, i) on a(i, j), across(a(1:1, 1:1)), reduction(sum(s), max(emax))
    do j = 2, m - 1
      do i = 2, n - 1
        a(i, j) = 0.24d0 * (a(i - 1, j) + a(i + 1, j) + a(i, j - 1) + a(i, j + 1)) &
                  + 0.04d0 * a(i, j)
        s = s + a(i, j) * mod(i + j, 3)
        emax = max(emax, a(i, j) * (1 + mod(i * j, 5)))
      end do
    end do
!dvm$ parallel (j, i) on r(i, j), shadow_renew(a), reduction(sum(res))
    do j = 2, m - 1
      do i = 2, n - 1
        r(i, j) = a(i, j) - 0.25d0 * (a(i - 1, j) + a(i + 1, j) + a(i, j - 1) + a(i, j + 1))
        res = res + abs(r(i, j))
      end do
    end do
!dvm$ end region
    ! The host reads and writes the array between the regions.
    hs = hs + a(n / 3, m / 2) + r(n / 2, m / 3)
    a(n / 2, m / 2) = a(n / 2, m / 2) + 1
    print '(a, i2, f18.6, f14.8, f16.6)', ' step', it, s, emax, res
  end do
!dvm$ region
!dvm$ parallel (j, i) on a(i, j), across(a(1:1, 1:1))
  do j = m - 1, 2, -1
    do i = 2, n - 1
      a(i, j) = 0.3d0 * (a(i - 1, j) + a(i, j + 1)) + 0.2d0 * (a(i + 1, j) + a(i, j - 1))
    end do
  end do
!dvm$ parallel (j, i) on g(i, j), across(g(1:1, 1:1), w(1:1, 1:1))
  do j = 2, m - 1
    do i = 2, n - 1
      g(i, j) = mod(g(i - 1, j) + 2 * g(i, j - 1) + g(i + 1, j) + int(f(j, i)), 1009)
      w(i, j) = 0.5d0 * (w(i - 1, j) + w(i, j - 1)) * 0.75d0 + 0.1d0 * w(i + 1, j) &
                + f(j, i) * 1.0d-3
    end do
  end do
!dvm$ parallel (i, j) on f(i, j), across(f(1:1, 1:1))
  do i = 2, m - 1
    do j = 2, n - 1
      f(i, j) = 0.25 * (f(i - 1, j) + f(i, j - 1) + f(i + 1, j) + f(i, j + 1))
    end do
  end do
!dvm$ parallel (k, j, i) on c(i, j, k)
  do k = 1, l3
    do j = 1, l2
      do i = 1, l1
        c(i, j, k) = dble(mod(i * 2 + j + 5 * k, 23)) / 4
      end do
    end do
  end do
  cmin = 1.0d30
  kloc = 0
  csum = 0
!dvm$ parallel (k, j, i) on c(i, j, k), across(c(1:1, 1:1, 1:1)), &
!dvm$&  reduction(minloc(cmin, kloc, 3), sum(csum))
  do k = l3 - 1, 2, -1
    do j = 2, l2 - 1
      do i = 2, l1 - 1
        c(i, j, k) = (c(i - 1, j, k) + c(i, j - 1, k) + c(i, j, k + 1)) / 4 &
                     + (c(i + 1, j, k) + c(i, j + 1, k) + c(i, j, k - 1)) / 12 &
                     + 1.0d-7 * (i + 31 * j + 977 * k)
        csum = csum + c(i, j, k) * mod(i + j + k, 4)
        if (c(i, j, k) < cmin) then
          cmin = c(i, j, k)
          kloc(1) = i
          kloc(2) = j
          kloc(3) = k
        end if
      end do
    end do
  end do
  gs = 0
!dvm$ parallel (j, i) on g(i, j), reduction(sum(gs))
  do j = 1, m
    do i = 1, n
      gs = gs + g(i, j) * mod(i + j, 5)
    end do
  end do
!dvm$ end region
  print '(a, f16.8)', ' host:', hs
  print '(a, 4f16.10)', ' a:', a(2, 2), a(n / 2, m / 2), a(n - 1, m - 1), a(n / 3, 2)
  print '(a, i12, 3i6)', ' g:', gs, g(n - 1, m - 1), g(n / 2, m / 2), g(2, m - 1)
  print '(a, 2f14.8)', ' w:', w(n - 1, m - 1), w(n / 2, m / 3)
  print '(a, 3f14.6)', ' f:', f(m / 2, n / 2), f(m - 1, n - 1), f(2, n / 2)
  print '(a, f14.10, 3i5, f16.5)', ' c:', cmin, kloc, csum
  print '(a, 2f16.10)', ' c:', c(l1 / 2, l2 / 2, l3 / 2), c(2, l2 - 1, 2)
end program region_tfm
