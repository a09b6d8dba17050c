! A Jacobi solver as a GPU user writes it: the grid is set up on the host, ACTUAL hands it to
! the device, the iterations run in a REGION each, and GET_ACTUAL brings back the residual and
! only the rows the host looks at between iterations. Every few iterations the host changes
! the boundary (a time-dependent wall temperature) and declares just that with ACTUAL of a
! section, so the device must take those elements and keep its own newer interior.
! dvmh-test: grids=4:2x2 4:4x1 3:1x3
program region2_jacobi_actual
  implicit none
  integer, parameter :: n = 48, m = 40, itmax = 12
  real(8) :: a(n, m), b(n, m), eps, wall, total
  integer :: i, j, it
!dvm$ distribute a(block, block)
!dvm$ align b(i, j) with a(i, j)
!dvm$ shadow a(1:1, 1:1)
  do j = 1, m
    do i = 1, n
      if (i == 1 .or. i == n .or. j == 1 .or. j == m) then
        a(i, j) = 1.0d0 + 0.01d0 * (i + 2 * j)
      else
        a(i, j) = 0
      end if
      b(i, j) = 0
    end do
  end do
!dvm$ actual(a, b)
  do it = 1, itmax
    eps = 0
!dvm$ region
!dvm$ parallel (j, i) on a(i, j), reduction(max(eps))
    do j = 2, m - 1
      do i = 2, n - 1
        eps = max(eps, abs(b(i, j) - a(i, j)))
        a(i, j) = b(i, j)
      end do
    end do
!dvm$ parallel (j, i) on b(i, j), shadow_renew(a)
    do j = 2, m - 1
      do i = 2, n - 1
        b(i, j) = (a(i - 1, j) + a(i + 1, j) + a(i, j - 1) + a(i, j + 1)) / 4
      end do
    end do
!dvm$ end region
!dvm$ get_actual(eps)
    if (mod(it, 4) == 0) then
      ! The wall heats up: the host writes the left column and says so.
      wall = 1.0d0 + 0.5d0 * it
!dvm$ get_actual(a(1:n, 1))
      do i = 1, n
        a(i, 1) = a(i, 1) + wall
      end do
!dvm$ actual(a(1:n, 1))
!dvm$ get_actual(b(n / 2, 1:m))
      print '(a, i3, f16.10, 3f14.8)', 'it', it, eps, b(n / 2, 2), b(n / 2, m / 2), a(n / 2, 1)
    else
      print '(a, i3, f16.10)', 'it', it, eps
    end if
  end do
!dvm$ get_actual(a, b)
  total = 0
  do j = 1, m
    do i = 1, n
      total = total + a(i, j) * mod(i + j, 5) + b(i, j)
    end do
  end do
  print '(a, f20.10)', 'total', total
  print '(4f14.8)', a(2, 2), a(n - 1, m - 1), b(n / 3, m / 3), b(n - 5, 7)
end program region2_jacobi_actual
