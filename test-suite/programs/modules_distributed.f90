! dvmh-test: files=lib/field_mod.f90
! dvmh-test: grids=4:2x2 4:4x1
! Distributed arrays that live in a module compiled separately: created on first use,
! updated by the module's procedures, read by this program's parallel loops (a reduction)
! and element by element outside them, and passed on to an INHERIT procedure.
program modules_distributed
  use field_mod
  implicit none
  real(8) :: s, peak
  integer :: it, i, j
  call init_field()
  do it = 1, 5
    call sweep()
  end do
  s = 0.0d0
  peak = 0.0d0
!dvm$ parallel (j, i) on u(i, j), reduction(sum(s), max(peak))
  do j = 1, ny
    do i = 1, nx
      s = s + u(i, j)
      peak = max(peak, u(i, j))
    end do
  end do
  print '(a, i3, 2f18.8)', 'sweeps, sum, max:', sweeps, s, peak
  print '(3f14.8)', u(2, 2), u(nx/2, ny/2), unew(nx-1, ny-1)
  call scale(u, nx, ny)
  print '(f14.8)', u(3, 4)
end program modules_distributed

subroutine scale(a, n, m)
  integer :: n, m
  real(8) :: a(n, m)
!dvm$ inherit a
  integer :: i, j
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = 2.0d0 * a(i, j)
    end do
  end do
end subroutine scale
