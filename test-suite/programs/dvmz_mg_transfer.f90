! Multigrid-like transfers between a fine 3-D grid F (2m-1 points a side) and a coarse grid C
! aligned with every other fine point, ALIGN C(I,J,K) WITH F(2*I-1,2*J-1,2*K-1): full-weighting
! restriction in a loop on C reading F's shadow edges, injection back into F in a loop on C,
! linear prolongation along each dimension in loops on F, a smoothing step and a residual
! norm; the coarse values are also read through REMOTE_ACCESS in a loop on F.
program dvmz_mg_transfer
  implicit none
  integer, parameter :: m = 7, n = 2 * m - 1
  real(8) :: f(n, n, n), r(n, n, n), c(m, m, m), e(m, m, m)
  integer :: i, j, k, cyc, sweep
  real(8) :: s, smax, sc
!dvm$ distribute f(block, block, block)
!dvm$ align r(i, j, k) with f(i, j, k)
!dvm$ align c(i, j, k) with f(2 * i - 1, 2 * j - 1, 2 * k - 1)
!dvm$ align e(i, j, k) with c(i, j, k)
!dvm$ parallel (k, j, i) on f(i, j, k)
  do k = 1, n
    do j = 1, n
      do i = 1, n
        f(i, j, k) = sin(0.3d0 * i) * cos(0.2d0 * j) + 0.01d0 * k * k
        r(i, j, k) = 0d0
      end do
    end do
  end do
  do cyc = 1, 3
    ! restriction: full weighting in each direction (interior coarse points), injection on the boundary
!dvm$ parallel (k, j, i) on c(i, j, k), shadow_renew(f(corner))
    do k = 1, m
      do j = 1, m
        do i = 1, m
          if (i == 1 .or. j == 1 .or. k == 1 .or. i == m .or. j == m .or. k == m) then
            c(i, j, k) = f(2 * i - 1, 2 * j - 1, 2 * k - 1)
          else
            c(i, j, k) = 0.125d0 * f(2*i-1, 2*j-1, 2*k-1) &
              + 0.0625d0 * (f(2*i-2, 2*j-1, 2*k-1) + f(2*i, 2*j-1, 2*k-1) &
              + f(2*i-1, 2*j-2, 2*k-1) + f(2*i-1, 2*j, 2*k-1) &
              + f(2*i-1, 2*j-1, 2*k-2) + f(2*i-1, 2*j-1, 2*k)) &
              + 0.03125d0 * (f(2*i-2, 2*j-2, 2*k-1) + f(2*i, 2*j, 2*k-1) &
              + f(2*i-2, 2*j-1, 2*k-2) + f(2*i, 2*j-1, 2*k)) &
              + 0.0625d0 * (f(2*i, 2*j, 2*k) + f(2*i-2, 2*j-2, 2*k-2))
          end if
        end do
      end do
    end do
    ! coarse "solve": a few Jacobi sweeps on C
    do sweep = 1, 2
!dvm$ parallel (k, j, i) on e(i, j, k), shadow_renew(c)
      do k = 2, m - 1
        do j = 2, m - 1
          do i = 2, m - 1
            e(i, j, k) = (c(i-1, j, k) + c(i+1, j, k) + c(i, j-1, k) + c(i, j+1, k) &
                          + c(i, j, k-1) + c(i, j, k+1) + 2d0 * c(i, j, k)) / 8d0
          end do
        end do
      end do
    end do
    sc = 0d0
!dvm$ parallel (k, j, i) on c(i, j, k), reduction(sum(sc))
    do k = 2, m - 1
      do j = 2, m - 1
        do i = 2, m - 1
          c(i, j, k) = e(i, j, k)
          sc = sc + c(i, j, k)
        end do
      end do
    end do
    ! prolongation: inject coarse values, then interpolate along i, j and k
!dvm$ parallel (k, j, i) on c(i, j, k)
    do k = 1, m
      do j = 1, m
        do i = 1, m
          f(2 * i - 1, 2 * j - 1, 2 * k - 1) = c(i, j, k)
        end do
      end do
    end do
!dvm$ parallel (k, j, i) on f(i, j, k), shadow_renew(f)
    do k = 1, n, 2
      do j = 1, n, 2
        do i = 2, n - 1, 2
          f(i, j, k) = 0.5d0 * (f(i - 1, j, k) + f(i + 1, j, k))
        end do
      end do
    end do
!dvm$ parallel (k, j, i) on f(i, j, k), shadow_renew(f)
    do k = 1, n, 2
      do j = 2, n - 1, 2
        do i = 1, n
          f(i, j, k) = 0.5d0 * (f(i, j - 1, k) + f(i, j + 1, k))
        end do
      end do
    end do
!dvm$ parallel (k, j, i) on f(i, j, k), shadow_renew(f)
    do k = 2, n - 1, 2
      do j = 1, n
        do i = 1, n
          f(i, j, k) = 0.5d0 * (f(i, j, k - 1) + f(i, j, k + 1))
        end do
      end do
    end do
    ! residual of the 7-point Laplacian
    s = 0d0; smax = 0d0
!dvm$ parallel (k, j, i) on r(i, j, k), shadow_renew(f), reduction(sum(s), max(smax))
    do k = 2, n - 1
      do j = 2, n - 1
        do i = 2, n - 1
          r(i, j, k) = f(i-1, j, k) + f(i+1, j, k) + f(i, j-1, k) + f(i, j+1, k) &
                       + f(i, j, k-1) + f(i, j, k+1) - 6d0 * f(i, j, k)
          s = s + r(i, j, k) ** 2
          smax = max(smax, abs(r(i, j, k)))
        end do
      end do
    end do
    write (*, '(a, i2, 3es14.6)') 'cycle', cyc, sc, sqrt(s), smax
  end do
  ! coarse values seen from the fine grid through REMOTE_ACCESS: nearest coarse point
  s = 0d0
!dvm$ parallel (k, j, i) on r(i, j, k), remote_access(c(:, :, :)), reduction(sum(s))
  do k = 1, n
    do j = 1, n
      do i = 1, n
        r(i, j, k) = f(i, j, k) - c((i + 1) / 2, (j + 1) / 2, (k + 1) / 2)
        s = s + abs(r(i, j, k))
      end do
    end do
  end do
  write (*, '(a, es14.6)') 'fine-coarse difference', s
  write (*, '(4f12.7)') f(1, 1, 1), f(n, n, n), f(6, 7, 8), c(m / 2, 2, m - 1)
end program dvmz_mg_transfer
