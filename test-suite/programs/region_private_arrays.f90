! PRIVATE arrays in parallel loops of REGIONs, as a finite-volume code uses them: each
! iteration gathers a small stencil into a fixed-size local array, sorts it (a median filter),
! solves a 3x3 system by Gaussian elimination in a local matrix, and accumulates moments in a
! local vector. On a GPU every thread needs its own copy of each such array; sharing one
! would mix the iterations' values. Reductions over the results check every element.
! dvmh-test: grids=4:2x2 4:4x1 3:1x3
program region_private_arrays
  implicit none
  integer, parameter :: n = 37, m = 29
  real(8) :: u(n, m), med(n, m), x(n, m), y(n, m), z(n, m)
  real(8) :: w(9), a(3, 3), rhs(3), mom(4), t, s1, s2, s3, big
  integer :: i, j, k, q, p, cnt(3), nsw
!dvm$ distribute u(block, block)
!dvm$ align (i, j) with u(i, j) :: med, x, y, z
!dvm$ shadow u(1:1, 1:1)
!dvm$ region
!dvm$ parallel (j, i) on u(i, j)
  do j = 1, m
    do i = 1, n
      u(i, j) = mod(i * 31 + j * 17 + i * j * 3, 53) * 0.25d0 - 5.0d0
      med(i, j) = 0
    end do
  end do
  ! Median of the 3x3 neighbourhood: insertion sort of a private copy.
!dvm$ parallel (j, i) on med(i, j), shadow_renew(u(corner)), private(w, t, k, q, p)
  do j = 2, m - 1
    do i = 2, n - 1
      k = 0
      do q = -1, 1
        do p = -1, 1
          k = k + 1
          w(k) = u(i + p, j + q)
        end do
      end do
      do k = 2, 9
        t = w(k)
        q = k - 1
        do while (q >= 1)
          if (w(q) <= t) exit
          w(q + 1) = w(q)
          q = q - 1
        end do
        w(q + 1) = t
      end do
      med(i, j) = w(5) + 0.001d0 * (w(9) - w(1))
    end do
  end do
  ! A 3x3 system per cell, diagonally dominant, solved in a private matrix.
!dvm$ parallel (j, i) on x(i, j), private(a, rhs, t, k, q, p)
  do j = 1, m
    do i = 1, n
      do q = 1, 3
        do p = 1, 3
          a(p, q) = 1.0d0 / dble(p + q + mod(i + j, 3))
        end do
        a(q, q) = a(q, q) + 4.0d0 + 0.01d0 * i
        rhs(q) = u(i, j) * q + 0.1d0 * j
      end do
      do k = 1, 2
        do p = k + 1, 3
          t = a(p, k) / a(k, k)
          do q = k, 3
            a(p, q) = a(p, q) - t * a(k, q)
          end do
          rhs(p) = rhs(p) - t * rhs(k)
        end do
      end do
      do k = 3, 1, -1
        t = rhs(k)
        do q = k + 1, 3
          t = t - a(k, q) * rhs(q)
        end do
        rhs(k) = t / a(k, k)
      end do
      x(i, j) = rhs(1)
      y(i, j) = rhs(2)
      z(i, j) = rhs(3)
    end do
  end do
!dvm$ end region
  s1 = 0
  s2 = 0
  s3 = 0
  big = -1.0d30
  cnt = 0
!dvm$ region
!dvm$ parallel (j, i) on x(i, j), private(mom, k, nsw), reduction(sum(s1), sum(s2), sum(s3), &
!dvm$&  max(big), sum(cnt))
  do j = 1, m
    do i = 1, n
      mom(1) = x(i, j)
      do k = 2, 4
        mom(k) = mom(k - 1) * x(i, j) + y(i, j)
      end do
      nsw = 0
      if (mom(2) > mom(1)) nsw = 1
      if (mom(3) > mom(2)) nsw = nsw + 1
      cnt(nsw + 1) = cnt(nsw + 1) + 1
      s1 = s1 + mom(1) + mom(2)
      s2 = s2 + mom(3) - z(i, j)
      s3 = s3 + med(i, j)
      big = max(big, abs(mom(4)))
    end do
  end do
!dvm$ end region
  print '(3f20.8, f16.6)', s1, s2, s3, big
  print '(3i8)', cnt
!dvm$ get_actual(med, x, y, z)
  print '(4f14.8)', med(2, 2), med(n - 1, m - 1), med(17, 11), med(30, 3)
  print '(3f14.8)', x(1, 1), y(n, m), z(19, 14)
end program region_private_arrays
