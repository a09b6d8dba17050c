! dvmh-test: grids=4:1x1x4 4:2x1x2 3:1x3x1
! Plane-by-plane sweeps: a sequential DO K around parallel loops whose ON clause names K (a
! subscript known only when the loop starts), with a recurrence in K read through the shadow
! edge, reversed and offset planes, and per-plane reductions.
program planes
  implicit none
  integer, parameter :: n = 12, nz = 9
  real(8) :: u(n, n, nz), w(n, n, nz)
  real(8) :: a(40), s, smax
  integer :: i, j, k, koff, kk
!DVM$ DISTRIBUTE u(BLOCK, BLOCK, BLOCK)
!DVM$ ALIGN w(i, j, k) WITH u(i, j, k)
!DVM$ DISTRIBUTE a(BLOCK)
!DVM$ PARALLEL (k, j, i) ON u(i, j, k)
  do k = 1, nz
    do j = 1, n
      do i = 1, n
        u(i, j, k) = 0.0d0
        w(i, j, k) = 0.0d0
      end do
    end do
  end do
  do k = 1, nz
!DVM$ PARALLEL (j, i) ON u(i, j, k)
    do j = 1, n
      do i = 1, n
        u(i, j, k) = i + 10 * j + 100 * k
      end do
    end do
  end do
  ! A recurrence along K: each plane reads the previous one through the shadow edge.
  do k = 2, nz
!DVM$ PARALLEL (j, i) ON w(i, j, k), SHADOW_RENEW(w)
    do j = 1, n
      do i = 1, n
        w(i, j, k) = 0.5d0 * w(i, j, k - 1) + u(i, j, k)
      end do
    end do
  end do
  ! Reversed planes, and a per-plane reduction.
  do k = 1, nz
    s = 0.0d0
    smax = -1.0d0
!DVM$ PARALLEL (i, j) ON u(j, i, nz + 1 - k), REDUCTION(SUM(s), MAX(smax))
    do i = 1, n
      do j = 1, n
        u(j, i, nz + 1 - k) = u(j, i, nz + 1 - k) + k
        s = s + w(j, i, nz + 1 - k)
        smax = max(smax, u(j, i, nz + 1 - k))
      end do
    end do
    print '(I3, 2F16.4)', k, s, smax
  end do
  ! A variable offset on a distributed dimension.
!DVM$ PARALLEL (i) ON a(i)
  do i = 1, 40
    a(i) = 0.0d0
  end do
  do koff = 0, 30, 10
    kk = koff / 10 + 1
!DVM$ PARALLEL (i) ON a(i + koff)
    do i = 1, 10
      a(i + koff) = a(i + koff) + i * kk
    end do
  end do
  s = 0.0d0
!DVM$ PARALLEL (i) ON a(i), REDUCTION(SUM(s))
  do i = 1, 40
    s = s + a(i) * i
  end do
  print '(F16.2)', s
  print '(4F14.4)', u(1, 1, 1), u(n, n, nz), w(3, 4, 5), w(n, 1, nz)
end program
