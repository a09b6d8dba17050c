! Parallel loop nests of rank 4 and 5 inside REGIONs: a 4-D field (three space dimensions and
! a species index) and a 5-D phase-space array of a kinetic code. A GPU grid has three axes,
! so the deeper nests must still cover every iteration exactly once, with reductions (SUM,
! MAX, MIN, MAXLOC over 4 loop indices) combined over all threads, steps other than 1 and a
! descending dimension. Checksums and selected elements catch a lost or doubled iteration.
! dvmh-test: grids=4:2x2 4:4x1 3:1x3
program region_deep_nests
  implicit none
  integer, parameter :: nx = 13, ny = 11, nz = 9, ns = 5
  integer, parameter :: mx = 7, my = 6, mv = 5, mw = 4, mu = 3
  real(8) :: f(nx, ny, nz, ns), g(nx, ny, nz, ns)
  real(8) :: p(mx, my, mv, mw, mu)
  integer :: cnt(nx, ny, nz, ns)
  real(8) :: s, smax, smin, psum, vmax
  integer :: i, j, k, l, m, n4, iloc(4), isum
!dvm$ distribute f(block, block, *, *)
!dvm$ align g(i, j, k, l) with f(i, j, k, l)
!dvm$ align cnt(i, j, k, l) with f(i, j, k, l)
!dvm$ distribute p(*, *, block, block, *)
!dvm$ region
!dvm$ parallel (l, k, j, i) on f(i, j, k, l)
  do l = 1, ns
    do k = 1, nz
      do j = 1, ny
        do i = 1, nx
          f(i, j, k, l) = mod(i * 17 + j * 29 + k * 7 + l * 113, 97) * 0.125d0 - 3.0d0
          g(i, j, k, l) = 0
          cnt(i, j, k, l) = 0
        end do
      end do
    end do
  end do
!dvm$ end region
  s = 0
  smax = -1.0d30
  smin = 1.0d30
  isum = 0
!dvm$ region
!dvm$ parallel (l, k, j, i) on g(i, j, k, l), reduction(sum(s), max(smax), min(smin), sum(isum))
  do l = 1, ns
    do k = 1, nz
      do j = 1, ny
        do i = 1, nx
          g(i, j, k, l) = f(i, j, k, l) * dble(l) + 0.5d0 * dble(k - j)
          cnt(i, j, k, l) = cnt(i, j, k, l) + 1
          s = s + g(i, j, k, l)
          smax = max(smax, g(i, j, k, l))
          smin = min(smin, g(i, j, k, l))
          isum = isum + i + 2 * j + 3 * k + 4 * l
        end do
      end do
    end do
  end do
!dvm$ end region
  print '(a, 3f18.6, i10)', 'full 4-d:', s, smax, smin, isum
  ! Strided and descending loops over part of the index space.
  s = 0
  n4 = 0
!dvm$ region
!dvm$ parallel (l, k, j, i) on g(i, j, k, l), reduction(sum(s), sum(n4))
  do l = ns, 1, -2
    do k = 2, nz, 3
      do j = ny - 1, 2, -1
        do i = 1, nx, 2
          g(i, j, k, l) = g(i, j, k, l) - 1.0d0
          cnt(i, j, k, l) = cnt(i, j, k, l) + 10
          s = s + g(i, j, k, l) * i
          n4 = n4 + 1
        end do
      end do
    end do
  end do
!dvm$ end region
  print '(a, f18.6, i8)', 'strided:', s, n4
  vmax = -1.0d30
  iloc = 0
!dvm$ region
!dvm$ parallel (l, k, j, i) on g(i, j, k, l), reduction(maxloc(vmax, iloc, 4))
  do l = 1, ns
    do k = 1, nz
      do j = 1, ny
        do i = 1, nx
          if (g(i, j, k, l) > vmax) then
            vmax = g(i, j, k, l)
            iloc(1) = i
            iloc(2) = j
            iloc(3) = k
            iloc(4) = l
          end if
        end do
      end do
    end do
  end do
!dvm$ end region
  print '(a, f14.6, 4i4)', 'maxloc:', vmax, iloc
  ! 5-D phase space: initialise, then a moment (density) reduction.
!dvm$ region
!dvm$ parallel (m, l, k, j, i) on p(i, j, k, l, m)
  do m = 1, mu
    do l = 1, mw
      do k = 1, mv
        do j = 1, my
          do i = 1, mx
            p(i, j, k, l, m) = dble(i) + 0.1d0 * j + 0.01d0 * k + 0.001d0 * l &
                               - 0.5d0 * m + mod(i * j * k + l * m, 5)
          end do
        end do
      end do
    end do
  end do
!dvm$ end region
  psum = 0
  vmax = -1.0d30
!dvm$ region
!dvm$ parallel (m, l, k, j, i) on p(i, j, k, l, m), reduction(sum(psum), max(vmax))
  do m = 1, mu
    do l = 1, mw
      do k = 2, mv
        do j = 1, my
          do i = 1, mx - 1
            p(i, j, k, l, m) = p(i, j, k, l, m) * 0.5d0 + dble(m * l)
            psum = psum + p(i, j, k, l, m)
            vmax = max(vmax, p(i, j, k, l, m))
          end do
        end do
      end do
    end do
  end do
!dvm$ end region
  print '(a, 2f18.6)', '5-d:', psum, vmax
!dvm$ get_actual(g, cnt, p)
  isum = 0
  do l = 1, ns
    do k = 1, nz
      do j = 1, ny
        do i = 1, nx
          isum = isum + cnt(i, j, k, l) * mod(i + j + k + l, 7)
        end do
      end do
    end do
  end do
  print '(a, i10)', 'visits:', isum
  print '(4f12.4)', g(1, 2, 2, 5), g(nx, ny, nz, ns), g(7, 5, 8, 3), g(3, 10, 5, 1)
  print '(4f12.4)', p(1, 1, 1, 1, 1), p(mx, my, mv, mw, mu), p(3, 4, 2, 2, 3), p(6, 1, 5, 4, 2)
end program region_deep_nests
