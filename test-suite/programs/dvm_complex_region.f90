! COMPLEX distributed arrays in a REGION: kernels with complex arithmetic (products, a
! quotient, CONJG, AIMAG, REAL, ABS), a complex Jacobi sweep with SHADOW_RENEW, COMPLEX SUM
! reductions on the device, and a CHARACTER array set in the region; results checked on the
! host after the region.
program dvm_complex_region
  implicit none
  integer, parameter :: n = 40, m = 24, iters = 4
  complex(8) :: u(n, m), v(n, m), s
  complex :: q(n, m)
  character :: mark(n, m)
  real(8) :: big
  integer :: i, j, it, nmark
!dvm$ distribute u(block, block)
!dvm$ align (i, j) with u(i, j) :: v, q, mark
!dvm$ shadow u(1:1, 1:1)

!dvm$ region
!dvm$ parallel (j, i) on u(i, j)
  do j = 1, m
    do i = 1, n
      u(i, j) = dcmplx(dble(i) / n, -dble(j) / m)
      v(i, j) = (0d0, 0d0)
      q(i, j) = cmplx(real(i), real(j)) / cmplx(1.0, real(i + j))
    end do
  end do
  do it = 1, iters
!dvm$ parallel (j, i) on v(i, j), shadow_renew(u)
    do j = 2, m - 1
      do i = 2, n - 1
        v(i, j) = (u(i - 1, j) + u(i + 1, j)) * (0.2d0, 0.05d0) &
                  + conjg(u(i, j - 1) + u(i, j + 1)) * (0.3d0, -0.1d0)
      end do
    end do
!dvm$ parallel (j, i) on u(i, j)
    do j = 2, m - 1
      do i = 2, n - 1
        u(i, j) = v(i, j) / (1d0, 0.5d0)
      end do
    end do
  end do
  s = (0d0, 0d0)
  big = 0d0
!dvm$ parallel (j, i) on u(i, j), reduction(sum(s), max(big))
  do j = 1, m
    do i = 1, n
      s = s + u(i, j) * q(i, j)
      big = max(big, abs(u(i, j)))
      if (aimag(u(i, j)) > real(u(i, j))) then
        mark(i, j) = '+'
      else
        mark(i, j) = '-'
      end if
    end do
  end do
!dvm$ end region
!dvm$ get_actual(u, q, mark)

  write (*, '(a, 2f18.10)') 'sum ', s
  write (*, '(a, f18.10)') 'max abs ', big
  write (*, '(4(2f10.5, 2x))') u(2:5, 3)
  write (*, '(4(2f10.5, 2x))') q(n, 1:4)
  nmark = 0
  do j = 1, m
    do i = 1, n
      if (mark(i, j) == '+') nmark = nmark + 1
    end do
  end do
  print *, 'marks', nmark
  write (*, '(40a1)') mark
end program
