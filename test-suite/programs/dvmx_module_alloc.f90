! dvmh-test: grids=4:2x2 4:4x1 6:3x2
! Distributed ALLOCATABLE arrays of a module, (re)allocated by a module procedure with the
! size of each phase, redistributed by another, computed on by the main program through USE
! (parallel loops, REMOTE_ACCESS, SHADOW_RENEW) and reduced by a module function.
module dvmx_field
  implicit none
  real(8), allocatable :: f(:, :), g(:, :)
  integer :: nx, ny
!dvm$ dynamic f
!dvm$ distribute f(block, block)
!dvm$ align g(i, j) with f(i, j)
!dvm$ shadow f(1, 1)
contains
  subroutine setup(n, m)
    integer, intent(in) :: n, m
    integer :: i, j
    if (allocated(f)) deallocate (g, f)
    nx = n; ny = m
    allocate (f(nx, ny), g(nx, ny))
!dvm$ parallel (j, i) on f(i, j)
    do j = 1, ny
      do i = 1, nx
        f(i, j) = sin(0.3d0 * i) + cos(0.2d0 * j)
        g(i, j) = 0
      end do
    end do
  end subroutine
  subroutine columns()
!dvm$ redistribute f(*, block)
  end subroutine
  real(8) function energy()
    integer :: i, j
    real(8) :: e
    e = 0
!dvm$ parallel (j, i) on f(i, j), reduction(sum(e))
    do j = 1, ny
      do i = 1, nx
        e = e + f(i, j)**2 + 0.5d0 * g(i, j)
      end do
    end do
    energy = e
  end function
end module

program dvmx_module_alloc
  use dvmx_field
  implicit none
  integer :: i, j, phase, it
  real(8) :: edge
  do phase = 1, 3
    call setup(5 + 4 * phase, 13 - 3 * phase)
    if (phase == 2) call columns()
    do it = 1, 2
!dvm$ parallel (j, i) on g(i, j), shadow_renew(f)
      do j = 2, ny - 1
        do i = 2, nx - 1
          g(i, j) = f(i - 1, j) + f(i + 1, j) + f(i, j - 1) + f(i, j + 1) - 4 * f(i, j)
        end do
      end do
!dvm$ parallel (j, i) on f(i, j)
      do j = 2, ny - 1
        do i = 2, nx - 1
          f(i, j) = f(i, j) + 0.1d0 * g(i, j)
        end do
      end do
    end do
!dvm$ remote_access (f(nx, :))
    edge = sum(f(nx, :))
    print '(i2, 2i4, 2f16.8)', phase, nx, ny, energy(), edge
  end do
end program
