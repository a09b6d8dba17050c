! dvmh-test: files=lib/grid_mod.f90
! A Fortran-DVMH program whose sizes, tables and helpers come from a module compiled
! separately: the module's constants size distributed arrays, its variables are read in
! parallel loops (replicated data) and updated between them.
program modules_dvm
  use grid_mod
  implicit none
  real(8) :: a(nx, ny), b(nx, ny), s, w(nx, ny)
  integer :: i, j, it
!dvm$ distribute a(block, block)
!dvm$ align b(i, j) with a(i, j)
!dvm$ align w(i, j) with a(i, j)
!dvm$ shadow a(1:1, 1:1)
  call setup()
  do j = 1, ny
    do i = 1, nx
      w(i, j) = weight(i, j)
    end do
  end do
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, ny
    do i = 1, nx
      a(i, j) = w(i, j) * (i + 2 * j)
      b(i, j) = 0.0d0
    end do
  end do
  do it = 1, 3
!dvm$ parallel (j, i) on b(i, j), shadow_renew(a)
    do j = 2, ny - 1
      do i = 2, nx - 1
        b(i, j) = (a(i-1, j) + a(i+1, j) + a(i, j-1) + a(i, j+1)) * coef(mod(it, 4))
      end do
    end do
!dvm$ parallel (j, i) on a(i, j)
    do j = 2, ny - 1
      do i = 2, nx - 1
        a(i, j) = b(i, j)
      end do
    end do
    call count_step()
  end do
  s = 0.0d0
!dvm$ parallel (j, i) on a(i, j), reduction(sum(s))
  do j = 1, ny
    do i = 1, nx
      s = s + a(i, j)
    end do
  end do
  print '(a, i3, f20.8)', 'steps, sum =', steps_done, s
  print '(3f14.6)', a(2, 2), a(nx/2, ny/2), a(nx-1, ny-1)
end program modules_dvm
