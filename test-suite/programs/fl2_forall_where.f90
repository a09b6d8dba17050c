! FORALL with WHERE inside (Fortran 95), as flux-limiter and mesh-update codes write them:
! each row of a 2-D field is clipped where it goes negative, a masked FORALL with several
! assignments updates a state and the flux it depends on, and a WHERE/ELSEWHERE inside a
! FORALL over the upper triangle only. Checksums and selected values are printed.
program fl2_forall_where
  implicit none
  integer, parameter :: nx = 6, ny = 5
  real :: u(nx, ny), flux(nx, ny), limited(nx, ny), w(nx, nx)
  real :: cap(nx)
  integer :: i, j, n

  n = nx
  do j = 1, ny
    do i = 1, nx
      u(i, j) = real(mod(7 * i + 3 * j, 11)) - 4.0
    end do
  end do
  cap = [(0.5 * real(i), i = 1, nx)]

  ! Row by row: where the row is positive keep it scaled, elsewhere zero.
  limited = -1.0
  forall (i = 1:n)
    where (u(i, :) > 0.0)
      limited(i, :) = u(i, :) * 0.5
    elsewhere
      limited(i, :) = 0.0
    end where
  end forall
  print '(a, f10.3)', 'limited sum  ', sum(limited)
  print '(6f7.2)', limited(:, 2)

  ! A masked FORALL whose mask uses the index, and a WHERE clipping at a per-row cap.
  flux = 0.0
  forall (i = 1:n, mod(i, 2) == 1)
    where (u(i, :) > cap(i)) flux(i, :) = cap(i)
  end forall
  print '(a, f10.3)', 'flux sum     ', sum(flux)
  print '(5f7.2)', flux(1, :), flux(3, :)

  ! The statement WHERE updating the array its mask reads.
  forall (j = 1:ny)
    where (u(:, j) < 0.0) u(:, j) = -u(:, j) + real(j)
  end forall
  print '(a, f10.3)', 'u after      ', sum(u)
  print '(6f7.2)', u(:, ny)

  ! Several assignments under a FORALL mask: the second sees the first's results.
  forall (i = 1:nx, j = 1:ny, u(i, j) > 3.0)
    flux(i, j) = u(i, j) - 3.0
    u(i, j) = u(i, j) - flux(i, j) * 0.25
  end forall
  print '(a, 2f10.3)', 'masked pair  ', sum(u), sum(flux)

  ! WHERE inside FORALL over a triangle: the section's bounds use the FORALL index.
  w = 0.0
  forall (i = 1:nx)
    where (cap(i:nx) > 1.0) w(i, i:nx) = cap(i:nx) + real(i)
  end forall
  print '(a, f10.3)', 'triangle     ', sum(w)
  do i = 1, nx
    print '(6f6.1)', w(i, :)
  end do
end program fl2_forall_where
